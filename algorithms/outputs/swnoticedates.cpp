/***************************************************************************
  swnoticedates.cpp: NOTICE_DATE and COMPLIANCE_DAYS.
 ***************************************************************************/
#include "outputs/swnoticedates.h"
#include "core/swparameterreader.h"

#include "qgsexception.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingparameters.h"

#include <cmath>

QDate SwNoticeDates::noticeDate( const QgsProcessingParameterDefinition *definition, const QVariant &value, const QgsProcessingContext &context, const QDate &today )
{
  if ( !SwParameterReader::isGiven( value ) )
    return today;
  const QDate date = QgsProcessingParameters::parameterAsDate( definition, value, context );
  if ( !date.isValid() )
    throw QgsProcessingException( QObject::tr( "NOTICE_DATE must be a date such as 2025-03-01; got '%1'" ).arg( value.toString() ) );
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
