/***************************************************************************
  fuzz_readers.cpp: any bytes as a parameter value, through every reader a
  screen or the notices read parameters with: SwParameterReader's text,
  number (0 or more; above 0), optional number, integer, yes/no and list,
  and the notices' NOTICE_DATE and COMPLIANCE_DAYS (SwNoticeDates, with the
  vacantnotices algorithm's own NOTICE_DATE definition). Each either throws
  its QgsProcessingException naming the parameter, or returns what it
  promises: a number in its range, a whole number at or above its minimum,
  list items trimmed and not blank, a valid date, days not negative.

  The first byte says what the value is, as QGIS may hand it over: text
  (UTF-8), a list of texts (one per line), a double or a 64-bit integer
  (the next 8 bytes), or a date (a Julian day in the next 8 bytes).
 ***************************************************************************/
#include "swfuzzqgis.h"

#include "core/swparameterreader.h"
#include "notices/swnoticedates.h"
#include "notices/swnoticedeadline.h"

#include "qgsapplication.h"
#include "qgsexception.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingregistry.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>

namespace
{
  const QString NAME = QStringLiteral( "VALUE" );

  const QgsProcessingParameterDefinition *sNoticeDate = nullptr;

  QVariant valueOf( const uint8_t *data, size_t size )
  {
    if ( size == 0 )
      return QVariant();
    const uint8_t kind = data[0] % 5;
    const char *rest = reinterpret_cast<const char *>( data + 1 );
    const int restSize = static_cast<int>( size - 1 );
    qint64 bits = 0;
    std::memcpy( &bits, rest, std::min<size_t>( sizeof bits, size - 1 ) );
    switch ( kind )
    {
      case 0:
        return QString::fromUtf8( rest, restSize );
      case 1:
        return QString::fromUtf8( rest, restSize ).split( '\n' );
      case 2:
      {
        double number = 0;
        std::memcpy( &number, &bits, sizeof number );
        return number;
      }
      case 3:
        return bits;
      default:
        return QDate::fromJulianDay( bits );
    }
  }

  //! Runs \a read; a QgsProcessingException must name the parameter.
  void expect( const std::function<void()> &read, const QString &parameter )
  {
    try
    {
      read();
    }
    catch ( const QgsProcessingException &e )
    {
      SW_FUZZ_CHECK( e.what().startsWith( parameter ), e.what() );
    }
  }
} // namespace

extern "C" int LLVMFuzzerInitialize( int *, char ***argv )
{
  SwFuzzQgis::start( ( *argv )[0] );
  const QgsProcessingAlgorithm *notices = QgsApplication::processingRegistry()->algorithmById( QStringLiteral( "stormwater:vacantnotices" ) );
  sNoticeDate = notices ? notices->parameterDefinition( QStringLiteral( "NOTICE_DATE" ) ) : nullptr;
  if ( !sNoticeDate )
    SwFuzzQgis::fail( QStringLiteral( "no NOTICE_DATE parameter in stormwater:vacantnotices" ) );
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput( const uint8_t *data, size_t size )
{
  const QVariant value = valueOf( data, size );
  const QVariantMap parameters{ { NAME, value } };
  QgsProcessingContext context;
  const SwParameterReader reader( parameters, context );

  const QString text = reader.text( NAME, QStringLiteral( "fallback" ) );
  SW_FUZZ_CHECK( text == text.trimmed() && !text.isEmpty(), text );

  for ( const SwNumberRange &range : { SwNumberRange::atLeastZero( QStringLiteral( "feet" ) ), SwNumberRange::aboveZero(), SwNumberRange::aboveZero( QStringLiteral( "feet" ) ) } )
  {
    expect( [&]
            {
      const double number = reader.number( NAME, 1.0, range );
      SW_FUZZ_CHECK( range.holds( number ), QString::number( number ) ); },
            NAME );
    expect( [&]
            {
      const std::optional<double> number = reader.optionalNumber( NAME, range );
      SW_FUZZ_CHECK( !number || range.holds( *number ), QString::number( *number ) );
      SW_FUZZ_CHECK( number.has_value() == reader.isGiven( NAME ), value.toString() ); },
            NAME );
  }
  expect( [&]
          {
    const int number = reader.integer( NAME, 3, 1, QStringLiteral( "a whole number, 1 or more" ) );
    SW_FUZZ_CHECK( number >= 1, QString::number( number ) ); },
          NAME );
  expect( [&]
          { reader.yesNo( NAME, false ); },
          NAME );
  for ( const QString &item : reader.list( NAME ) )
    SW_FUZZ_CHECK( !item.isEmpty() && item == item.trimmed(), item );

  const QDate today( 2025, 3, 1 );
  QDate noticeDate = today;
  expect( [&]
          {
    noticeDate = SwNoticeDates::noticeDate( sNoticeDate, value, context, today );
    SW_FUZZ_CHECK( noticeDate.isValid(), value.toString() ); },
          QStringLiteral( "NOTICE_DATE" ) );
  expect( [&]
          {
    const int days = SwNoticeDates::complianceDays( reader, NAME, 180 );
    SW_FUZZ_CHECK( days >= 0 && days <= SwNoticeDates::MAXIMUM_COMPLIANCE_DAYS, QString::number( days ) );
    // What the lists and letters print from them.
    for ( const SwNoticeDeadline::Rule rule : { SwNoticeDeadline::Rule::CalendarDays, SwNoticeDeadline::Rule::NextCourtDay } )
    {
      const SwNoticeDeadline::Deadline deadline = SwNoticeDeadline::compute( noticeDate, days, rule );
      SW_FUZZ_CHECK( deadline.computed.isValid() && deadline.extended >= deadline.computed, deadline.extended.toString( Qt::ISODate ) );
    } },
          NAME );
  return 0;
}
