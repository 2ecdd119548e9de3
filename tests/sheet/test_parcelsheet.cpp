/***************************************************************************
  test_parcelsheet.cpp: stormwater:parcelsheet as the clerk uses it. The
  finder matches APNs with or without dashes and addresses whatever their
  case and spacing, and lists the parcels to choose from when an address is
  shared or an APN unknown. On the sample city, screened once by the main
  job: the sheets of a vacant, a hillside and an ESA-adjacent parcel print
  the layer's own figures (and the answer key's, where it has them), a
  parcel the DEM does not cover is "Not decided" with why, a batch of APNs
  is one PDF with a sheet each in the order asked, a described project gets
  the LID answer the README gives for it, and the map outlines the parcel
  in red. Text is read back with pdftotext, pages counted with pdfinfo,
  colours with pdftoppm.
 ***************************************************************************/
#include "swtestdata.h"
#include "swtestrun.h"

#include "core/swparcelnumber.h"
#include "sheet/swparcelsheet.h"
#include "sheet/swparcelsheetfinder.h"

#include "qgsvectorlayer.h"

#include <QDir>
#include <QImage>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextDocumentFragment>

#include <gtest/gtest.h>

namespace
{
  QString run( const QString &program, const QStringList &arguments )
  {
    QProcess process;
    process.start( program, arguments );
    if ( !process.waitForFinished( 120000 ) )
    {
      process.kill();
      return QString();
    }
    return QString::fromUtf8( process.readAllStandardOutput() );
  }

  //! A figure as a reader writes it: thousands separated, at most \a decimals places, no trailing zeros.
  QString figure( double value, int decimals = 0 )
  {
    QString text = QLocale( QLocale::English, QLocale::UnitedStates ).toString( value, 'f', decimals );
    if ( decimals > 0 )
      text.remove( QRegularExpression( QStringLiteral( "\\.?0+$" ) ) );
    return text;
  }

  //! Text with every run of white space made one space (pdftotext breaks lines where the cell wraps), page numbers dropped.
  QString flat( const QString &text )
  {
    QString unpaged = QString( text ).replace( QRegularExpression( QStringLiteral( "\\n\\d+\\n\\f" ) ), QStringLiteral( "\n" ) );
    // The PDF's fonts join fi, fl and ff; the reader sees the letters.
    QString letters = unpaged.replace( QChar( 0xFB01 ), QLatin1String( "fi" ) ).replace( QChar( 0xFB02 ), QLatin1String( "fl" ) ).replace( QChar( 0xFB00 ), QLatin1String( "ff" ) );
    return letters.replace( QRegularExpression( QStringLiteral( "\\s+" ) ), QStringLiteral( " " ) );
  }

  // ---------------------------------------------------------------------
  // The finder, on a layer of five parcels written here.
  // ---------------------------------------------------------------------
  // The layer is opened by each test: none may outlive the tests' QGIS.
  struct Street
  {
    std::unique_ptr<QgsVectorLayer> layer;
  };

  Street street()
  {
    static QTemporaryDir dir;
    static QString source;
    Street s;
    if ( !source.isEmpty() )
    {
      s.layer = SwTestData::openLayer( source );
      return s;
    }
    const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "situs_address:string" ) } );
    source = SwTestData::writeLayer( dir.filePath( QStringLiteral( "parcels.gpkg" ) ), QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                     { SwTestData::Row{ QStringLiteral( "MultiPolygon(((0 0,100 0,100 100,0 100,0 0)))" ), { QStringLiteral( "7001-009-003" ), QStringLiteral( "2607 E 14TH ST" ) } },
                                       SwTestData::Row{ QStringLiteral( "MultiPolygon(((100 0,200 0,200 100,100 100,100 0)))" ), { QStringLiteral( "7001-009-004" ), QStringLiteral( "2611 E 14TH ST" ) } },
                                       SwTestData::Row{ QStringLiteral( "MultiPolygon(((200 0,300 0,300 100,200 100,200 0)))" ), { QStringLiteral( "7001-009-005" ), QStringLiteral( "2611 E 14TH ST" ) } },
                                       SwTestData::Row{ QStringLiteral( "MultiPolygon(((300 0,400 0,400 100,300 100,300 0)))" ), { QStringLiteral( "7001-010-001" ), QStringLiteral( "14 Cherry Ave., Unit #2" ) } },
                                       SwTestData::Row{ QStringLiteral( "MultiPolygon(((400 0,500 0,500 100,400 100,400 0)))" ), { QStringLiteral( "7002-001-001" ), QVariant() } } } );
    s.layer = SwTestData::openLayer( source );
    return s;
  }

  QStringList apnsOf( const QList<SwParcelSheetFinder::Parcel> &parcels )
  {
    QStringList apns;
    for ( const SwParcelSheetFinder::Parcel &parcel : parcels )
      apns << parcel.apn;
    return apns;
  }

  // ---------------------------------------------------------------------
  // The sample city, screened once as scripts/screen-sample-city does.
  // ---------------------------------------------------------------------
  struct City
  {
    QTemporaryDir dir;
    SwTestRun::Result run;
    QString layer;
    QMap<QString, QgsFeature> byApn;
  };

  const City &city()
  {
    static City c;
    if ( !c.layer.isEmpty() )
      return c;
    const auto layer = []( const char *name )
    { return SwTestData::sampleLayer( QString::fromLatin1( name ) ); };
    const QString data = SwTestData::sampleDataDir();
    c.layer = c.dir.filePath( QStringLiteral( "screened-parcels.gpkg" ) );
    c.run = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), {
                                                                            { QStringLiteral( "PARCELS" ), layer( "parcels" ) },
                                                                            { QStringLiteral( "PROFILE" ), QStringLiteral( "signal-hill" ) },
                                                                            { QStringLiteral( "STRUCTURES" ), layer( "structures" ) },
                                                                            { QStringLiteral( "STRUCTURE_PERMITTED_FIELD" ), QStringLiteral( "permitted" ) },
                                                                            { QStringLiteral( "IMPROVEMENTS" ), layer( "improvements" ) },
                                                                            { QStringLiteral( "IMPROVEMENT_APPROVED_FIELD" ), QStringLiteral( "approved" ) },
                                                                            { QStringLiteral( "RIGHT_OF_WAY" ), layer( "right_of_way" ) },
                                                                            { QStringLiteral( "DEM" ), data + QStringLiteral( "/dem.tif" ) },
                                                                            { QStringLiteral( "SOILS" ), layer( "soils" ) },
                                                                            { QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ layer( "esa" ), layer( "sea" ) } },
                                                                            { QStringLiteral( "WELLS" ), layer( "wells" ) },
                                                                            { QStringLiteral( "GROUNDWATER" ), layer( "groundwater" ) },
                                                                            { QStringLiteral( "GROUNDWATER_OUTSIDE" ), QStringLiteral( "not_present" ) },
                                                                            { QStringLiteral( "BROWNFIELDS" ), layer( "brownfields" ) },
                                                                            { QStringLiteral( "GEOHAZARDS" ), layer( "geohazards" ) },
                                                                            { QStringLiteral( "IMPERVIOUS" ), true },
                                                                            { QStringLiteral( "DESIGN_STORM" ), data + QStringLiteral( "/design_storm_85th.tif" ) },
                                                                            { QStringLiteral( "FLOWTHROUGH_INTENSITY" ), data + QStringLiteral( "/intensity_1yr_1hr.tif" ) },
                                                                            { QStringLiteral( "OUTPUT" ), c.layer },
                                                                          } );
    if ( c.run.ok )
    {
      std::unique_ptr<QgsVectorLayer> screened = SwTestData::openLayer( c.layer );
      c.byApn = SwTestData::featuresBy( screened.get(), QStringLiteral( "apn" ) );
    }
    return c;
  }

  /**
   * One run of the sheet: what it answered, its PDF's text (flattened; a
   * table row the page breaks interleaves its cells there), its pages, its
   * HTML and the HTML's text (flattened: every cell whole).
   */
  struct Sheet
  {
    SwTestRun::Result run;
    QString pdf;
    QString text;
    int pages = 0;
    QString html;
    QString said;
  };

  Sheet sheet( const QString &name, QVariantMap parameters, bool withMap = true )
  {
    static QTemporaryDir out;
    Sheet s;
    s.pdf = out.filePath( name + QStringLiteral( ".pdf" ) );
    const QString html = out.filePath( name + QStringLiteral( ".html" ) );
    parameters.insert( QStringLiteral( "INPUT" ), city().layer );
    parameters.insert( QStringLiteral( "OUTPUT_PDF" ), s.pdf );
    parameters.insert( QStringLiteral( "OUTPUT_HTML" ), html );
    if ( withMap )
    {
      parameters.insert( QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ SwTestData::sampleLayer( QStringLiteral( "esa" ) ), SwTestData::sampleLayer( QStringLiteral( "sea" ) ) } );
      parameters.insert( QStringLiteral( "WELLS" ), SwTestData::sampleLayer( QStringLiteral( "wells" ) ) );
      parameters.insert( QStringLiteral( "STREETS" ), SwTestData::sampleLayer( QStringLiteral( "right_of_way" ) ) );
    }
    s.run = SwTestRun::run( QStringLiteral( "stormwater:parcelsheet" ), parameters );
    if ( !s.run.ok )
      return s;
    s.text = flat( run( QStringLiteral( "pdftotext" ), { QStringLiteral( "-raw" ), s.pdf, QStringLiteral( "-" ) } ) );
    const QRegularExpressionMatch pages = QRegularExpression( QStringLiteral( "Pages:\\s+(\\d+)" ) ).match( run( QStringLiteral( "pdfinfo" ), { s.pdf } ) );
    s.pages = pages.hasMatch() ? pages.captured( 1 ).toInt() : 0;
    QFile file( html );
    if ( file.open( QIODevice::ReadOnly ) )
      s.html = QString::fromUtf8( file.readAll() );
    s.said = flat( QTextDocumentFragment::fromHtml( s.html ).toPlainText() );
    return s;
  }

  QString text( const QgsFeature &parcel, const char *field )
  {
    return parcel.attribute( QString::fromLatin1( field ) ).toString();
  }
  double number( const QgsFeature &parcel, const char *field )
  {
    return parcel.attribute( QString::fromLatin1( field ) ).toDouble();
  }
  //! The answer key's expected value of \a field for \a apn.
  QString key( const QString &apn, const QString &field )
  {
    for ( const SwTestData::AnswerKeyRow &row : SwTestData::answerKey() )
    {
      if ( row.apn == apn && row.field == field )
        return row.expected;
    }
    return QString();
  }

//! The sheet says \a words (its HTML, every cell whole).
#define EXPECT_SAYS( sheet, words ) EXPECT_TRUE( ( sheet ).said.contains( words ) ) << "missing: " << QString( words ).toStdString() << "\nin: " << ( sheet ).said.toStdString()
//! The PDF prints \a words, as pdftotext reads them.
#define EXPECT_PRINTS( sheet, words ) EXPECT_TRUE( ( sheet ).text.contains( words ) ) << "missing in the PDF: " << QString( words ).toStdString() << "\nin: " << ( sheet ).text.toStdString()
} // namespace

TEST( ParcelSheetFinder, ApnsMatchWithOrWithoutDashesAndSpaces )
{
  EXPECT_EQ( SwParcelNumber::key( QStringLiteral( "7001-009-003" ) ), QStringLiteral( "7001009003" ) );
  EXPECT_EQ( SwParcelNumber::key( QStringLiteral( " 7001 009 003 " ) ), QStringLiteral( "7001009003" ) );
  EXPECT_EQ( SwParcelNumber::key( QStringLiteral( "ab-12" ) ), QStringLiteral( "AB12" ) );
  EXPECT_EQ( SwParcelSheetFinder::apnList( QStringLiteral( "7001-009-003, 7001009004;\n 7001 009 005\n\n" ) ), ( QStringList{ QStringLiteral( "7001-009-003" ), QStringLiteral( "7001009004" ), QStringLiteral( "7001 009 005" ) } ) );

  const Street s = street();
  ASSERT_TRUE( s.layer && s.layer->isValid() );
  const SwParcelSheetFinder finder( *s.layer->dataProvider(), s.layer->fields().lookupField( QStringLiteral( "apn" ) ), s.layer->fields().lookupField( QStringLiteral( "situs_address" ) ) );
  EXPECT_EQ( finder.parcelCount(), 5 );
  for ( const QString &asked : { QStringLiteral( "7001-009-003" ), QStringLiteral( "7001009003" ), QStringLiteral( "7001 009 003" ), QStringLiteral( " 7001-009003 " ) } )
    EXPECT_EQ( apnsOf( finder.byApn( asked ) ), QStringList{ QStringLiteral( "7001-009-003" ) } ) << asked.toStdString();
  EXPECT_TRUE( finder.byApn( QStringLiteral( "7001-009-009" ) ).isEmpty() );
  // The same book and page first.
  const QStringList near = apnsOf( finder.nearApn( QStringLiteral( "7001-009-009" ) ) );
  ASSERT_GE( near.size(), 3 );
  EXPECT_EQ( near.mid( 0, 3 ), ( QStringList{ QStringLiteral( "7001-009-003" ), QStringLiteral( "7001-009-004" ), QStringLiteral( "7001-009-005" ) } ) );
}

TEST( ParcelSheetFinder, AddressesMatchWhateverTheirCaseSpacingAndPunctuation )
{
  EXPECT_EQ( SwParcelSheetFinder::addressKey( QStringLiteral( "2607 e 14th st." ) ), SwParcelSheetFinder::addressKey( QStringLiteral( "2607 E  14TH ST" ) ) );
  EXPECT_EQ( SwParcelSheetFinder::addressKey( QStringLiteral( "  14 cherry ave, unit #2 " ) ), SwParcelSheetFinder::addressKey( QStringLiteral( "14 Cherry Ave., Unit #2" ) ) );
  EXPECT_NE( SwParcelSheetFinder::addressKey( QStringLiteral( "2607 E 14TH ST" ) ), SwParcelSheetFinder::addressKey( QStringLiteral( "2607 W 14TH ST" ) ) );
  // Issue 48: a clerk types the suffix in full, the roll holds the USPS abbreviation (Publication 28).
  EXPECT_EQ( SwParcelSheetFinder::addressKey( QStringLiteral( "22000 Pacific Coast Road" ) ), SwParcelSheetFinder::addressKey( QStringLiteral( "22000 PACIFIC COAST RD" ) ) );
  EXPECT_EQ( SwParcelSheetFinder::addressKey( QStringLiteral( "1801 East 15th Street" ) ), SwParcelSheetFinder::addressKey( QStringLiteral( "1801 E 15TH ST" ) ) );
  EXPECT_EQ( SwParcelSheetFinder::addressKey( QStringLiteral( "30 North Cherry Avenue" ) ), SwParcelSheetFinder::addressKey( QStringLiteral( "30 N CHERRY AVE" ) ) );
  EXPECT_NE( SwParcelSheetFinder::addressKey( QStringLiteral( "22000 PACIFIC COAST RD" ) ), SwParcelSheetFinder::addressKey( QStringLiteral( "22000 PACIFIC COAST HWY" ) ) );

  const Street s = street();
  const SwParcelSheetFinder finder( *s.layer->dataProvider(), s.layer->fields().lookupField( QStringLiteral( "apn" ) ), s.layer->fields().lookupField( QStringLiteral( "situs_address" ) ) );
  EXPECT_EQ( apnsOf( finder.byAddress( QStringLiteral( "2607 e 14th  st" ) ) ), QStringList{ QStringLiteral( "7001-009-003" ) } );
  EXPECT_EQ( apnsOf( finder.byAddress( QStringLiteral( "14 CHERRY AVE UNIT #2" ) ) ), QStringList{ QStringLiteral( "7001-010-001" ) } );
  // Two parcels at one address: both, to choose from.
  EXPECT_EQ( apnsOf( finder.byAddress( QStringLiteral( "2611 E 14th St" ) ) ), ( QStringList{ QStringLiteral( "7001-009-004" ), QStringLiteral( "7001-009-005" ) } ) );
  EXPECT_TRUE( finder.byAddress( QStringLiteral( "2609 E 14TH ST" ) ).isEmpty() );
  // The same street offered when the number is unknown.
  EXPECT_TRUE( apnsOf( finder.nearAddress( QStringLiteral( "2609 E 14TH ST" ) ) ).contains( QStringLiteral( "7001-009-003" ) ) );
}

TEST( ParcelSheetCitation, NamesTheSectionsAndKeepsAWarningWhole )
{
  EXPECT_EQ( SwParcelSheet::shortCitation( QStringLiteral( "SHMC 12.16, definition EE \"Hillside Property\" (\"known erosive soil conditions ... any natural slope that is 25% or greater\")" ) ),
             QStringLiteral( "SHMC 12.16, definition EE \"Hillside Property\"" ) );
  EXPECT_EQ( SwParcelSheet::shortCitation( QStringLiteral( "SHMC 12.16, definition S \"Directly Adjacent\" (\"situated within 200 feet\"); SHMC 12.16.114(C)(9) (\"Projects located in or directly adjacent to\"); definitions X \"Environmentally Sensitive Area\", NNN \"Significant Ecological Areas\"" ) ),
             QStringLiteral( "SHMC 12.16, definition S \"Directly Adjacent\"; SHMC 12.16.114(C)(9); definitions X \"Environmentally Sensitive Area\", NNN \"Significant Ecological Areas\"" ) );
  // A long reading of where the code is silent is left to the profile; its warning is not.
  EXPECT_EQ( SwParcelSheet::shortCitation( QStringLiteral( "SHMC 12.16.114(D)(3)(a)(ii) (\"The volume of runoff\"), against (i) \"The 85th percentile 24-hour runoff event as determined from the isohyetal map\" (DESIGN_STORM); "
                                                           "Not in SHMC 12.16, which defines the SWQDv as \"the runoff from\" the design storm, by the Hydrology Manual section 6.3. NOT CONFIRMED: found section 6.3 by title, not the equation's text; check it. Definition E names another manual; "
                                                           "SHMC 12.16.114(E)(3) (\"biofiltrate 1.5 times\")" ) ),
             QStringLiteral( "SHMC 12.16.114(D)(3)(a)(ii); SHMC 12.16.114(E)(3). NOT CONFIRMED: found section 6.3 by title, not the equation's text; check it." ) );
  EXPECT_EQ( SwParcelSheet::shortCitation( QString() ), QString() );
}

TEST( ParcelSheet, SampleCityIsScreened )
{
  const City &c = city();
  ASSERT_TRUE( c.run.ok ) << c.run.error.toStdString();
  EXPECT_EQ( c.byApn.size(), 3107 );
}

TEST( ParcelSheet, VacantParcelPrintsTheLayersFigures )
{
  const City &c = city();
  ASSERT_TRUE( c.run.ok ) << c.run.error.toStdString();
  const QString apn = QStringLiteral( "7002-001-001" );
  const QgsFeature &parcel = c.byApn.value( apn );
  // Asked without dashes, as a clerk types it.
  const Sheet s = sheet( QStringLiteral( "vacant" ), { { QStringLiteral( "APN" ), QStringLiteral( "7002001001" ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_EQ( s.run.outputs.value( QStringLiteral( "SHEETS" ) ).toInt(), 1 );
  EXPECT_EQ( s.run.outputs.value( QStringLiteral( "APNS" ) ).toString(), apn );
  // The PDF prints the heading, the particulars and the answers.
  EXPECT_PRINTS( s, QStringLiteral( "City of Signal Hill: storm water screening of one parcel APN 7002-001-001 · 1801 E 15TH ST" ) );
  EXPECT_PRINTS( s, QStringLiteral( "Owner of record %1" ).arg( text( parcel, "owner" ) ) );
  EXPECT_PRINTS( s, QStringLiteral( "Parcel area 52,272 sq ft (1.2 acres)" ) );
  EXPECT_PRINTS( s, QStringLiteral( "Vacant parcels Yes: a vacant parcel; the vacant parcel provisions apply" ) );
  EXPECT_PRINTS( s, QStringLiteral( "Prepared by (clerk):" ) );
  EXPECT_SAYS( s, QStringLiteral( "APN 7002-001-001" ) );
  EXPECT_SAYS( s, QStringLiteral( "Property address %1" ).arg( text( parcel, "situs_address" ) ) );
  EXPECT_SAYS( s, QStringLiteral( "Owner of record %1" ).arg( text( parcel, "owner" ) ) );
  EXPECT_SAYS( s, QStringLiteral( "Zoning R1" ) );
  EXPECT_SAYS( s, QStringLiteral( "Use code 010V" ) );
  // 264 x 198 ft = 52,272 sq ft (the answer key's lot), 1.2 acres.
  EXPECT_EQ( key( apn, QStringLiteral( "unimproved_sqft" ) ), QStringLiteral( "52272" ) );
  EXPECT_SAYS( s, QStringLiteral( "Parcel area 52,272 sq ft (1.2 acres)" ) );
  EXPECT_SAYS( s, QStringLiteral( "Yes: a vacant parcel; the vacant parcel provisions apply" ) );
  EXPECT_SAYS( s, QStringLiteral( "unimproved ground %1 sq ft" ).arg( figure( number( parcel, "unimproved_sqft" ) ) ) );
  EXPECT_SAYS( s, text( parcel, "reason" ) );
  EXPECT_SAYS( s, QStringLiteral( "SHMC 12.16, vacant parcel provisions C.1; definitions YYY, CCCC" ) );
  // The code's words are the profile's, not the sheet's.
  EXPECT_FALSE( s.said.contains( QStringLiteral( "equal to or greater than 43,560 square feet" ) ) );
  EXPECT_SAYS( s, QStringLiteral( "NOT CONFIRMED: the project's search of public copies" ) );
  // The design volume of the whole parcel, as the layer has it.
  EXPECT_SAYS( s, QStringLiteral( "%1 cu ft for the whole parcel" ).arg( figure( number( parcel, "swqdv_cuft" ) ) ) );
  EXPECT_SAYS( s, QStringLiteral( "nearest drinking-water well %1: %2 ft" ).arg( text( parcel, "well_id" ), figure( number( parcel, "well_distance_ft" ), 1 ) ) );
  EXPECT_SAYS( s, QStringLiteral( "Every screen that ran decided this parcel." ) );
  EXPECT_SAYS( s, QStringLiteral( "Prepared by (clerk):" ) );
  EXPECT_SAYS( s, QStringLiteral( "Profile: City of Signal Hill" ) );
  EXPECT_SAYS( s, QStringLiteral( "Sensitive areas (map): layer 'esa' of city.gpkg" ) );
  // The HTML says the same.
  EXPECT_TRUE( s.html.contains( QStringLiteral( "Yes: a vacant parcel; the vacant parcel provisions apply" ) ) );
  EXPECT_TRUE( s.html.contains( QStringLiteral( "id=\"apn-7002-001-001\"" ) ) );
}

TEST( ParcelSheet, HillsideParcelPrintsItsSlopeFigures )
{
  const City &c = city();
  ASSERT_TRUE( c.run.ok ) << c.run.error.toStdString();
  const QgsFeature &parcel = c.byApn.value( QStringLiteral( "7001-001-002" ) );
  ASSERT_EQ( parcel.attribute( QStringLiteral( "hillside" ) ).toInt(), 1 );
  const Sheet s = sheet( QStringLiteral( "hillside" ), { { QStringLiteral( "APN" ), QStringLiteral( "7001-001-002" ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_SAYS( s, QStringLiteral( "Yes: a hillside property" ) );
  EXPECT_PRINTS( s, QStringLiteral( "Hillside properties Yes: a hillside property" ) );
  EXPECT_SAYS( s, QStringLiteral( "slope mean %1%, steepest %2%" ).arg( figure( number( parcel, "slope_mean_pct" ), 1 ), figure( number( parcel, "slope_max_pct" ), 1 ) ) );
  EXPECT_SAYS( s, QStringLiteral( "ground at 25% or steeper: %1 sq ft (%2% of the parcel)" ).arg( figure( number( parcel, "steep_sqft" ) ), figure( 100 * number( parcel, "steep_fraction" ), 1 ) ) );
  EXPECT_SAYS( s, QStringLiteral( "of it on erodible soil: %1 sq ft" ).arg( figure( number( parcel, "erodible_steep_sqft" ) ) ) );
  // The sample city's DEM has 10 ft cells: the answer says what it rests on.
  EXPECT_SAYS( s, QStringLiteral( "measured on %1 DEM cells of 100 sq ft" ).arg( figure( number( parcel, "dem_cells" ) ) ) );
  EXPECT_SAYS( s, QStringLiteral( "definition EE \"Hillside Property\"" ) );
  EXPECT_SAYS( s, QStringLiteral( "No: the vacant parcel provisions do not apply" ) );
  EXPECT_SAYS( s, QStringLiteral( "Flags hillside" ) );
}

TEST( ParcelSheet, EsaAdjacentParcelNamesTheAreaAndItsDistance )
{
  const City &c = city();
  ASSERT_TRUE( c.run.ok ) << c.run.error.toStdString();
  // The answer key's lot whose rear line is exactly 199 ft from Hilltop Bluff Habitat.
  const QString apn = QStringLiteral( "7004-001-007" );
  EXPECT_EQ( key( apn, QStringLiteral( "esa_distance_ft" ) ), QStringLiteral( "199" ) );
  EXPECT_EQ( key( apn, QStringLiteral( "esa_name" ) ), QStringLiteral( "Hilltop Bluff Habitat" ) );
  const Sheet s = sheet( QStringLiteral( "esa" ), { { QStringLiteral( "APN" ), apn } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_SAYS( s, QStringLiteral( "Yes: directly adjacent to Hilltop Bluff Habitat (within 200 ft)" ) );
  EXPECT_PRINTS( s, QStringLiteral( "ESA adjacency Yes: directly adjacent to Hilltop Bluff Habitat (within 200 ft)" ) );
  EXPECT_SAYS( s, QStringLiteral( "199 ft from Hilltop Bluff Habitat" ) );
  EXPECT_SAYS( s, QStringLiteral( "definition S \"Directly Adjacent\"" ) );
  EXPECT_SAYS( s, QStringLiteral( "Flags esa adjacent" ) );
}

TEST( ParcelSheet, ParcelTheDataCannotDecideSaysSoAndWhy )
{
  const City &c = city();
  ASSERT_TRUE( c.run.ok ) << c.run.error.toStdString();
  // A parcel the DEM leaves undecided: the layer's own status says which.
  QString apn;
  QString status;
  for ( auto it = c.byApn.cbegin(); it != c.byApn.cend() && apn.isEmpty(); ++it )
  {
    const QString hillside = text( it.value(), "hillside_status" );
    if ( !hillside.isEmpty() && hillside != QLatin1String( "ok" ) && hillside != QLatin1String( "repaired" ) )
    {
      apn = it.key();
      status = hillside;
    }
  }
  ASSERT_FALSE( apn.isEmpty() ) << "the sample city has no parcel the DEM leaves undecided";
  EXPECT_TRUE( c.byApn.value( apn ).attribute( QStringLiteral( "hillside" ) ).isNull() );
  const Sheet s = sheet( QStringLiteral( "undecided" ), { { QStringLiteral( "APN" ), apn } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_SAYS( s, QStringLiteral( "Hillside properties Not decided" ) );
  EXPECT_PRINTS( s, QStringLiteral( "Hillside properties Not decided" ) );
  EXPECT_SAYS( s, QStringLiteral( "The data could not decide these; they are not a \"no\"." ) );
  EXPECT_SAYS( s, QStringLiteral( "Hillside properties: " ) );
  EXPECT_FALSE( s.said.contains( QStringLiteral( "No: not a hillside property" ) ) );
  EXPECT_FALSE( s.said.contains( QStringLiteral( "Every screen that ran decided this parcel." ) ) );
  // The flag the main job gave it.
  EXPECT_SAYS( s, QStringLiteral( "not fully screened" ) );
}

TEST( ParcelSheet, BatchOfApnsIsOnePdfWithASheetEachInTheOrderAsked )
{
  const City &c = city();
  ASSERT_TRUE( c.run.ok ) << c.run.error.toStdString();
  const Sheet s = sheet( QStringLiteral( "batch" ), { { QStringLiteral( "APN" ), QStringLiteral( "7004-001-007\n7002001001, 7001 001 002; 7002-001-001" ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  // A repeated parcel gets one sheet.
  EXPECT_EQ( s.run.outputs.value( QStringLiteral( "SHEETS" ) ).toInt(), 3 );
  EXPECT_EQ( s.run.outputs.value( QStringLiteral( "APNS" ) ).toString(), QStringLiteral( "7004-001-007, 7002-001-001, 7001-001-002" ) );
  // Each sheet starts a page and may run on to a second.
  EXPECT_GE( s.pages, 3 );
  EXPECT_LE( s.pages, 6 );
  const int first = s.text.indexOf( QStringLiteral( "APN 7004-001-007" ) );
  const int second = s.text.indexOf( QStringLiteral( "APN 7002-001-001" ) );
  const int third = s.text.indexOf( QStringLiteral( "APN 7001-001-002" ) );
  EXPECT_TRUE( first >= 0 && first < second && second < third ) << first << " " << second << " " << third;
  EXPECT_EQ( s.text.count( QStringLiteral( "Prepared by (clerk):" ) ), 3 );
  EXPECT_EQ( s.html.count( QStringLiteral( "<section class=\"sheet\"" ) ), 3 );
}

TEST( ParcelSheet, AddressFindsTheParcelOrListsTheChoices )
{
  const City &c = city();
  ASSERT_TRUE( c.run.ok ) << c.run.error.toStdString();
  const Sheet one = sheet( QStringLiteral( "address" ), { { QStringLiteral( "ADDRESS" ), QStringLiteral( "1801 e 15th  st." ) } }, false );
  ASSERT_TRUE( one.run.ok ) << one.run.error.toStdString();
  EXPECT_EQ( one.run.outputs.value( QStringLiteral( "APNS" ) ).toString(), QStringLiteral( "7002-001-001" ) );

  // Two parcels share 1805 E 14TH ST in the assessor's roll: nothing is printed, both are offered.
  const Sheet shared = sheet( QStringLiteral( "shared" ), { { QStringLiteral( "ADDRESS" ), QStringLiteral( "1805 E 14th St" ) } }, false );
  ASSERT_FALSE( shared.run.ok );
  EXPECT_TRUE( shared.run.error.contains( QStringLiteral( "ADDRESS: 2 parcels are at '1805 E 14th St'" ) ) ) << shared.run.error.toStdString();
  EXPECT_TRUE( shared.run.error.contains( QStringLiteral( "7001-001-002" ) ) && shared.run.error.contains( QStringLiteral( "7001-001-003" ) ) ) << shared.run.error.toStdString();
  EXPECT_FALSE( QFile::exists( shared.pdf ) );

  const Sheet none = sheet( QStringLiteral( "none" ), { { QStringLiteral( "ADDRESS" ), QStringLiteral( "9999 E 15TH ST" ) } }, false );
  ASSERT_FALSE( none.run.ok );
  EXPECT_TRUE( none.run.error.contains( QStringLiteral( "no parcel of layer" ) ) && none.run.error.contains( QStringLiteral( "9999 E 15TH ST" ) ) ) << none.run.error.toStdString();
}

TEST( ParcelSheet, UnknownApnIsRefusedWithTheParcelsNearIt )
{
  const City &c = city();
  ASSERT_TRUE( c.run.ok ) << c.run.error.toStdString();
  const Sheet s = sheet( QStringLiteral( "unknown" ), { { QStringLiteral( "APN" ), QStringLiteral( "7002-001-001, 7002-001-099" ) } }, false );
  ASSERT_FALSE( s.run.ok );
  EXPECT_TRUE( s.run.error.contains( QStringLiteral( "'7002-001-099' (near it: 7002-001-" ) ) ) << s.run.error.toStdString();
  EXPECT_FALSE( s.run.error.contains( QStringLiteral( "'7002-001-001'" ) ) ) << s.run.error.toStdString();
  EXPECT_FALSE( QFile::exists( s.pdf ) );

  const Sheet neither = sheet( QStringLiteral( "neither" ), {}, false );
  ASSERT_FALSE( neither.run.ok );
  EXPECT_TRUE( neither.run.error.contains( QStringLiteral( "APN or ADDRESS" ) ) ) << neither.run.error.toStdString();
}

TEST( ParcelSheet, UnscreenedLayerIsRefusedByName )
{
  QVariantMap parameters{ { QStringLiteral( "INPUT" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "APN" ), QStringLiteral( "7002-001-001" ) } };
  QTemporaryDir out;
  parameters.insert( QStringLiteral( "OUTPUT_PDF" ), out.filePath( QStringLiteral( "s.pdf" ) ) );
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:parcelsheet" ), parameters );
  ASSERT_FALSE( r.ok );
  EXPECT_TRUE( r.error.contains( QStringLiteral( "INPUT: layer 'parcels' has none of the screens' fields" ) ) ) << r.error.toStdString();
}

TEST( ParcelSheet, DescribedProjectGetsItsLidAnswer )
{
  const City &c = city();
  ASSERT_TRUE( c.run.ok ) << c.run.error.toStdString();
  // The README's project P10: a gasoline station on 7001-009-003, whose screened impervious area is 9,993.54 sq ft.
  const QgsFeature &parcel = c.byApn.value( QStringLiteral( "7001-009-003" ) );
  EXPECT_NEAR( number( parcel, "impervious_sqft" ), 9993.54, 0.005 );
  const Sheet s = sheet( QStringLiteral( "project" ), { { QStringLiteral( "APN" ), QStringLiteral( "7001-009-003" ) },
                                                        { QStringLiteral( "PROJECT_USE" ), QStringLiteral( "retail_gasoline_outlet" ) },
                                                        { QStringLiteral( "SIC" ), QStringLiteral( "5541" ) },
                                                        { QStringLiteral( "NAICS" ), QStringLiteral( "447110" ) },
                                                        { QStringLiteral( "SITE_SQFT" ), 5000 },
                                                        { QStringLiteral( "NEW_IMPERVIOUS_SQFT" ), 0 },
                                                        { QStringLiteral( "REPLACED_IMPERVIOUS_SQFT" ), 4000 },
                                                        { QStringLiteral( "PRIOR_REQUIREMENTS" ), QStringLiteral( "no" ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_SAYS( s, QStringLiteral( "The project described" ) );
  EXPECT_SAYS( s, QStringLiteral( "Use retail gasoline outlet (retail_gasoline_outlet)" ) );
  EXPECT_SAYS( s, QStringLiteral( "Existing impervious area replaced or altered 4,000 sq ft" ) );
  EXPECT_SAYS( s, QStringLiteral( "Existing development subject to post-construction requirements no" ) );
  EXPECT_SAYS( s, QStringLiteral( "Plan LID plan" ) );
  EXPECT_SAYS( s, QStringLiteral( "LID required Yes" ) );
  EXPECT_SAYS( s, QStringLiteral( "retail gasoline outlet with 5,000 sq ft or more of surface area (SHMC 12.16.114(C)(4))" ) );
  EXPECT_SAYS( s, QStringLiteral( "automotive service facility with 5,000 sq ft or more of surface area (SHMC 12.16.114(C)(8))" ) );
  // 4,000 sq ft replaced is under definition HHH's 5,000: not redevelopment, so (C)(11)(b)-(c) do not reach it; the alteration is mitigated.
  EXPECT_SAYS( s, QStringLiteral( "altered portion only" ) );
  EXPECT_SAYS( s, QStringLiteral( "do not reach this project" ) );
  // 4,000 of the parcel's 9,993.54 sq ft: 40.03%.
  EXPECT_SAYS( s, QStringLiteral( "40.03%" ) );

  // No project value: no project section.
  const Sheet bare = sheet( QStringLiteral( "noproject" ), { { QStringLiteral( "APN" ), QStringLiteral( "7001-009-003" ) } }, false );
  ASSERT_TRUE( bare.run.ok ) << bare.run.error.toStdString();
  EXPECT_FALSE( bare.said.contains( QStringLiteral( "The project described" ) ) );
}

TEST( ParcelSheet, AProjectsDesignVolumeAsBuiltIsPrintedBesideTheExistingLots )
{
  // Issue 47: the sheet showed only the existing lot's SWQDv beside a proposed project. The vacant 264 x 198 ft lot
  // 7002-001-001 (52,272 sq ft, no impervious surface) with 28,000 sq ft of new impervious surface, Cu 0.1:
  // share = 28,000 / 52,272 = 53.57%; C = 0.1 + 0.8 x 0.535660 = 0.5285 (0.529 printed);
  // SWQDv = (0.1 x 52,272 + 0.8 x 28,000) x P / 12 = 27,627.2 x P / 12, P the design storm the layer has over the lot.
  const City &c = city();
  ASSERT_TRUE( c.run.ok ) << c.run.error.toStdString();
  const QgsFeature &parcel = c.byApn.value( QStringLiteral( "7002-001-001" ) );
  const double storm = number( parcel, "design_storm_in" );
  ASSERT_GE( storm, 0.75 );
  const Sheet s = sheet( QStringLiteral( "projectvolume" ), { { QStringLiteral( "APN" ), QStringLiteral( "7002-001-001" ) },
                                                              { QStringLiteral( "PROJECT_USE" ), QStringLiteral( "other" ) },
                                                              { QStringLiteral( "DISTURBED_SQFT" ), 52272 },
                                                              { QStringLiteral( "NEW_IMPERVIOUS_SQFT" ), 28000 },
                                                              { QStringLiteral( "PERVIOUS_RUNOFF_COEFFICIENT" ), 0.1 } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  EXPECT_SAYS( s, QStringLiteral( "LID required Yes" ) );
  EXPECT_SAYS( s, QStringLiteral( "Project's design volume (as built) SWQDv %1 cu ft: impervious 53.57% after construction, C 0.529, design storm %2 in" ).arg( figure( 27627.2 * storm / 12.0 ), figure( storm, 3 ) ) );
  EXPECT_SAYS( s, QStringLiteral( "Project: retain on site %1 cu ft" ).arg( figure( 27627.2 * storm / 12.0 ) ) );
  EXPECT_SAYS( s, QStringLiteral( "Project: flow-through intensity %1 in/hr (the parcel's, as screened (flowthrough_in_hr))" ).arg( figure( number( parcel, "flowthrough_in_hr" ), 2 ) ) );
  // Beside, not instead of, the existing lot's figure, which says it is the lot as it stands.
  EXPECT_SAYS( s, QStringLiteral( "Existing lot: %1 cu ft for the whole parcel as it stands" ).arg( figure( number( parcel, "swqdv_cuft" ) ) ) );
  EXPECT_PRINTS( s, QStringLiteral( "Project's design volume (as built)" ) );
}

TEST( ParcelSheet, MapOutlinesTheParcelInRed )
{
  const City &c = city();
  ASSERT_TRUE( c.run.ok ) << c.run.error.toStdString();
  const Sheet s = sheet( QStringLiteral( "map" ), { { QStringLiteral( "APN" ), QStringLiteral( "7003-003-005" ) } } );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  QTemporaryDir dir;
  run( QStringLiteral( "pdftoppm" ), { QStringLiteral( "-r" ), QStringLiteral( "60" ), QStringLiteral( "-f" ), QStringLiteral( "1" ), QStringLiteral( "-l" ), QStringLiteral( "1" ), QStringLiteral( "-png" ), s.pdf, dir.filePath( QStringLiteral( "page" ) ) } );
  const QStringList pngs = QDir( dir.path() ).entryList( { QStringLiteral( "page*.png" ) } );
  ASSERT_EQ( pngs.size(), 1 );
  const QImage page( dir.filePath( pngs.constFirst() ) );
  ASSERT_FALSE( page.isNull() );
  int red = 0;
  for ( int y = 0; y < page.height(); ++y )
    for ( int x = 0; x < page.width(); ++x )
    {
      const QColor colour = page.pixelColor( x, y );
      if ( colour.red() > 170 && colour.green() < 70 && colour.blue() < 70 )
        ++red;
    }
  // The outline of a 27,720 sq ft lot (about 140 x 200 ft) at the map's scale: dozens of pixels, not a speck.
  EXPECT_GT( red, 60 );
  EXPECT_SAYS( s, QStringLiteral( "This parcel" ) );
}

// Issue 47: two parcels sharing an APN. Before, asking for it printed two
// sheets that contradict each other (inside the ESA on one, outside and a
// hillside property on the other) with no word that the APN names two
// parcels, and the described project's LID answer on both was the first
// parcel's. Now each sheet says so at its top, the log warns, and each
// sheet's LID answer is its own parcel's.
TEST( ParcelSheet, AnApnTwoParcelsShareSaysSoOnEachSheet )
{
  QTemporaryDir dir;
  const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "situs_address:string" ), QStringLiteral( "esa_relation:string" ), QStringLiteral( "hillside:int" ), QStringLiteral( "impervious_sqft:double" ) } );
  const QString layer = SwTestData::writeLayer( dir.filePath( QStringLiteral( "dup.gpkg" ) ), QStringLiteral( "dup" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                                { SwTestData::Row{ QStringLiteral( "MultiPolygon(((0 0,100 0,100 100,0 100,0 0)))" ), { QStringLiteral( "100-005" ), QStringLiteral( "10 A ST" ), QStringLiteral( "inside" ), 0, 0.0 } },
                                                  SwTestData::Row{ QStringLiteral( "MultiPolygon(((100 0,200 0,200 100,100 100,100 0)))" ), { QStringLiteral( "100005" ), QStringLiteral( "12 A ST" ), QStringLiteral( "outside" ), 1, 0.0 } },
                                                  SwTestData::Row{ QStringLiteral( "MultiPolygon(((200 0,300 0,300 100,200 100,200 0)))" ), { QStringLiteral( "100-006" ), QStringLiteral( "14 A ST" ), QStringLiteral( "outside" ), 0, 0.0 } } } );
  ASSERT_FALSE( layer.isEmpty() );
  const QString html = dir.filePath( QStringLiteral( "dup.html" ) );
  const QVariantMap parameters{ { QStringLiteral( "INPUT" ), layer },
                                { QStringLiteral( "APN" ), QStringLiteral( "100-005" ) },
                                { QStringLiteral( "PROFILE" ), QStringLiteral( "signal-hill" ) },
                                { QStringLiteral( "PROJECT_USE" ), QStringLiteral( "other" ) },
                                { QStringLiteral( "NEW_IMPERVIOUS_SQFT" ), 3000 },
                                { QStringLiteral( "DISTURBED_SQFT" ), 3000 },
                                { QStringLiteral( "HABITAT_IMPACT" ), QStringLiteral( "yes" ) },
                                { QStringLiteral( "DISCHARGES_TO_ESA" ), QStringLiteral( "no" ) },
                                { QStringLiteral( "OUTPUT_PDF" ), dir.filePath( QStringLiteral( "dup.pdf" ) ) },
                                { QStringLiteral( "OUTPUT_HTML" ), html } };
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:parcelsheet" ), parameters );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  EXPECT_EQ( r.outputs.value( QStringLiteral( "SHEETS" ) ).toInt(), 2 );
  EXPECT_EQ( r.outputs.value( QStringLiteral( "APNS" ) ).toString(), QStringLiteral( "100-005, 100005" ) );
  EXPECT_TRUE( r.warnings.contains( QStringLiteral( "APN 100-005 is shared by 2 parcels in layer 'dup' (feature ids 1, 2): one sheet per parcel printed, each saying so; which the applicant means, ask" ) ) ) << r.warnings.join( '\n' ).toStdString();

  QFile file( html );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  const QString said = flat( QTextDocumentFragment::fromHtml( QString::fromUtf8( file.readAll() ) ).toPlainText() );
  const QString first = QStringLiteral( "APN 100-005 is shared by 2 parcels in layer 'dup' (this is parcel 1 of 2, feature id 1); the other sheet follows" );
  const QString second = QStringLiteral( "APN 100005 is shared by 2 parcels in layer 'dup' (this is parcel 2 of 2, feature id 2); the other sheet is before this one" );
  const int at1 = said.indexOf( first );
  const int at2 = said.indexOf( second );
  ASSERT_GE( at1, 0 ) << said.toStdString();
  ASSERT_GT( at2, at1 ) << said.toStdString();
  // Each sheet's project answer is its own parcel's: feature 1 is inside the ESA, 3,000 sq ft with habitat impact: SHMC 12.16.114(C)(9), a LID plan.
  const QString sheet1 = said.mid( at1, at2 - at1 );
  const QString sheet2 = said.mid( at2 );
  EXPECT_TRUE( sheet1.contains( QStringLiteral( "(SHMC 12.16.114(C)(9))" ) ) ) << sheet1.toStdString();
  EXPECT_TRUE( sheet1.contains( QStringLiteral( "Plan LID plan" ) ) ) << sheet1.toStdString();
  // Feature 2 is outside any ESA and the project does not drain into one: not (C)(9) but a small site of 500 sq ft or more, 12.16.116(B)(4)'s small site LID plan.
  EXPECT_FALSE( sheet2.contains( QStringLiteral( "(SHMC 12.16.114(C)(9))" ) ) ) << sheet2.toStdString();
  EXPECT_TRUE( sheet2.contains( QStringLiteral( "Plan small site LID plan" ) ) ) << sheet2.toStdString();

  // Asked by address, only feature 2 is printed: its sheet says the other is not.
  const SwTestRun::Result byAddress = SwTestRun::run( QStringLiteral( "stormwater:parcelsheet" ), { { QStringLiteral( "INPUT" ), layer }, { QStringLiteral( "ADDRESS" ), QStringLiteral( "12 A St" ) }, { QStringLiteral( "OUTPUT_PDF" ), dir.filePath( QStringLiteral( "one.pdf" ) ) }, { QStringLiteral( "OUTPUT_HTML" ), dir.filePath( QStringLiteral( "one.html" ) ) } } );
  ASSERT_TRUE( byAddress.ok ) << byAddress.error.toStdString();
  QFile one( dir.filePath( QStringLiteral( "one.html" ) ) );
  ASSERT_TRUE( one.open( QIODevice::ReadOnly ) );
  const QString oneSaid = flat( QTextDocumentFragment::fromHtml( QString::fromUtf8( one.readAll() ) ).toPlainText() );
  EXPECT_TRUE( oneSaid.contains( QStringLiteral( "APN 100005 is shared by 2 parcels in layer 'dup' (this is parcel 2 of 2, feature id 2); feature id(s) 1 not printed: ask for APN 100005 to print every parcel it names" ) ) ) << oneSaid.toStdString();
}

// Issue 48: a sheet from a partial screening. Only the vacant screen ran
// (the main job was given parcels and footprints, nothing else): before, the
// sheet said "Flags: none: no screen flags this parcel" and "Every screen
// that ran decided this parcel", and never that hillside, ESA and
// infeasibility were not screened.
TEST( ParcelSheet, APartialScreeningSaysWhichScreensDidNotRun )
{
  QTemporaryDir dir;
  const QString screened = dir.filePath( QStringLiteral( "vacant-only.gpkg" ) );
  const SwTestRun::Result screen = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "STRUCTURES" ), SwTestData::sampleLayer( QStringLiteral( "structures" ) ) }, { QStringLiteral( "OUTPUT" ), screened } } );
  ASSERT_TRUE( screen.ok ) << screen.error.toStdString();
  const QString html = dir.filePath( QStringLiteral( "sheet.html" ) );
  // 7003-003-003 is a house: the vacant screen does not flag it.
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:parcelsheet" ), { { QStringLiteral( "INPUT" ), screened }, { QStringLiteral( "APN" ), QStringLiteral( "7003-003-003" ) }, { QStringLiteral( "OUTPUT_PDF" ), dir.filePath( QStringLiteral( "sheet.pdf" ) ) }, { QStringLiteral( "OUTPUT_HTML" ), html } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  QFile file( html );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  const QString said = flat( QTextDocumentFragment::fromHtml( QString::fromUtf8( file.readAll() ) ).toPlainText() );
  EXPECT_TRUE( said.contains( QStringLiteral( "Flags none of the screens that ran flags this parcel; not screened: Hillside properties, ESA adjacency, Technical infeasibility, Impervious area, Design volume (SWQDv)" ) ) ) << said.toStdString();
  EXPECT_FALSE( said.contains( QStringLiteral( "none: no screen flags this parcel" ) ) ) << said.toStdString();
  EXPECT_TRUE( said.contains( QStringLiteral( "Not screened in this layer (the main job was not given their data), so this sheet says nothing of them: Hillside properties, ESA adjacency, Technical infeasibility, Impervious area, Design volume (SWQDv)." ) ) ) << said.toStdString();
}
