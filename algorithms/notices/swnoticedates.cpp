/***************************************************************************
  swnoticedates.cpp: NOTICE_DATE and COMPLIANCE_DAYS.
 ***************************************************************************/
#include "notices/swnoticedates.h"
#include "core/compat.h"
#include "core/swparameterreader.h"

#include "qgsexception.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingparameters.h"

#include <QRegularExpression>

#include <cmath>

namespace
{
  /**
   * A date as planners write it: ISO (2026-12-15) or the US form with a
   * four-digit year (12/15/2026, 1/5/2026). A two-digit year (12/15/26) is
   * not read: Qt would put it in the 1900s, and a notice's deadline must
   * not hang on a guessed century. Invalid when neither.
   */
  QDate writtenDate( const QString &text )
  {
    static const QRegularExpression iso( QStringLiteral( "^(\\d{4})-(\\d{1,2})-(\\d{1,2})$" ) );
    static const QRegularExpression us( QStringLiteral( "^(\\d{1,2})/(\\d{1,2})/(\\d{4})$" ) );
    QRegularExpressionMatch match = iso.match( text );
    if ( match.hasMatch() )
      return QDate( match.captured( 1 ).toInt(), match.captured( 2 ).toInt(), match.captured( 3 ).toInt() );
    match = us.match( text );
    if ( match.hasMatch() )
      return QDate( match.captured( 3 ).toInt(), match.captured( 1 ).toInt(), match.captured( 2 ).toInt() );
    return QDate();
  }
} // namespace

namespace
{
  class SwNoticeDateParameter : public QgsProcessingParameterDateTime
  {
  public:
    SwNoticeDateParameter( const QString &name, const QString &description )
      : QgsProcessingParameterDateTime( name, description, SW_DATETIME_DATE, QVariant(), true )
    {
    }

    QgsProcessingParameterDefinition *clone() const override { return new SwNoticeDateParameter( *this ); }

    bool checkValueIsAcceptable( const QVariant &input, QgsProcessingContext *context = nullptr ) const override
    {
      if ( input.type() == QVariant::String && !input.toString().trimmed().isEmpty() )
        return true; // read, or refused by name, by noticeDate()
      return QgsProcessingParameterDateTime::checkValueIsAcceptable( input, context );
    }
  };
} // namespace

QgsProcessingParameterDefinition *SwNoticeDates::parameter( const QString &name, const QString &description )
{
  return new SwNoticeDateParameter( name, description );
}

QDate SwNoticeDates::noticeDate( const QgsProcessingParameterDefinition *definition, const QVariant &value, const QgsProcessingContext &context, const QDate &today )
{
  if ( !SwParameterReader::isGiven( value ) )
    return today;
  QDate date;
  if ( value.type() == QVariant::String )
  {
    date = writtenDate( value.toString().trimmed() );
    // An ISO date with a time (2026-12-15T09:00:00), as QGIS writes it.
    if ( !date.isValid() && value.toString().contains( QLatin1Char( 'T' ) ) )
      date = QgsProcessingParameters::parameterAsDate( definition, value, context );
  }
  else
    date = QgsProcessingParameters::parameterAsDate( definition, value, context );
  if ( !date.isValid() )
    throw QgsProcessingException( QObject::tr( "%1 must be a date written 2026-12-15 or 12/15/2026 (month/day/year, the year in four digits); got '%2'" ).arg( definition->name(), value.toString() ) );
  if ( date.year() < EARLIEST_YEAR || date.year() > LATEST_YEAR )
    throw QgsProcessingException( QObject::tr( "%1 must be a date from %2 to %3 (its deadline goes on the record); got '%4'" ).arg( definition->name() ).arg( EARLIEST_YEAR ).arg( LATEST_YEAR ).arg( value.toString() ) );
  return date;
}

int SwNoticeDates::complianceDays( const SwParameterReader &parameters, const QString &name, double profileDays )
{
  const SwNumberRange range{ QObject::tr( "a whole number of days from 0 to %1 (ten years)" ).arg( MAXIMUM_COMPLIANCE_DAYS ), 0, false, MAXIMUM_COMPLIANCE_DAYS };
  // A profile's days beyond the range (1e300) would overflow the int below,
  // undefined behaviour found by fuzz_readers: checked like a given value.
  if ( !range.holds( profileDays ) || profileDays != std::floor( profileDays ) )
    throw QgsProcessingException( QObject::tr( "The profile's vacant.compliance_days must be %1; got %2" ).arg( range.description ).arg( profileDays ) );
  const double days = parameters.number( name, profileDays, range );
  if ( days != std::floor( days ) )
    throw QgsProcessingException( QObject::tr( "%1 must be %2; got '%3'" ).arg( name, range.description, parameters.value( name ).toString() ) );
  return static_cast<int>( days );
}
