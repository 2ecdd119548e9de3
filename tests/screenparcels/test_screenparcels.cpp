/***************************************************************************
  test_screenparcels.cpp: stormwater:screenparcels on the sample city: the
  one-pass layer equals, field by field, the four screens run separately;
  every planted case of the answer key is right in it; the report's counts
  match the layer and its map is a real image; screens without inputs are
  skipped and said so.
 ***************************************************************************/
#include "changes/swscreeningchanges.h"
#include "core/compat.h"
#include "core/swprofile.h"
#include "swtestdata.h"
#include "swtestrun.h"

#include "qgsapplication.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingregistry.h"
#include "qgsvectorfilewriter.h"
#include "qgsvectorlayer.h"
#include "qgscoordinatetransformcontext.h"

#include <QDate>
#include <QFile>
#include <QLocale>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace
{
  // Every input of every screen, as a city GIS team would give them.
  QVariantMap cityInputs( const QString &profile )
  {
    auto layer = []( const char *name )
    { return SwTestData::sampleLayer( QString::fromLatin1( name ) ); };
    return {
      { QStringLiteral( "PARCELS" ), layer( "parcels" ) },
      { QStringLiteral( "PROFILE" ), profile },
      { QStringLiteral( "STRUCTURES" ), layer( "structures" ) },
      { QStringLiteral( "STRUCTURE_PERMITTED_FIELD" ), QStringLiteral( "permitted" ) },
      { QStringLiteral( "IMPROVEMENTS" ), layer( "improvements" ) },
      { QStringLiteral( "IMPROVEMENT_TYPE_FIELD" ), QStringLiteral( "type" ) },
      { QStringLiteral( "IMPROVEMENT_APPROVED_FIELD" ), QStringLiteral( "approved" ) },
      { QStringLiteral( "RIGHT_OF_WAY" ), layer( "right_of_way" ) },
      { QStringLiteral( "DEM" ), SwTestData::sampleDataDir() + QStringLiteral( "/dem.tif" ) },
      { QStringLiteral( "SOILS" ), layer( "soils" ) },
      { QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ layer( "esa" ), layer( "sea" ) } },
      { QStringLiteral( "WELLS" ), layer( "wells" ) },
      { QStringLiteral( "GROUNDWATER" ), layer( "groundwater" ) },
      { QStringLiteral( "GROUNDWATER_OUTSIDE" ), QStringLiteral( "not_present" ) },
      { QStringLiteral( "BROWNFIELDS" ), layer( "brownfields" ) },
      { QStringLiteral( "GEOHAZARDS" ), layer( "geohazards" ) },
    };
  }

  struct Output
  {
    SwTestRun::Result run;
    QMap<QString, QgsFeature> byApn;
    long long count = 0;
    QgsFields fields;
  };

  Output runInto( const QString &algorithm, const QVariantMap &inputs, const QString &output, const QVariantMap &extra = QVariantMap() )
  {
    // Only the parameters the algorithm declares: the same inputs for all.
    std::unique_ptr<QgsProcessingAlgorithm> instance( QgsApplication::processingRegistry()->createAlgorithmById( algorithm ) );
    QVariantMap parameters = extra;
    for ( const QgsProcessingParameterDefinition *definition : instance->parameterDefinitions() )
    {
      if ( inputs.contains( definition->name() ) )
        parameters.insert( definition->name(), inputs.value( definition->name() ) );
    }
    parameters.insert( QStringLiteral( "OUTPUT" ), output );
    Output o;
    o.run = SwTestRun::run( algorithm, parameters );
    if ( o.run.ok )
    {
      std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
      o.count = layer->featureCount();
      o.fields = layer->fields();
      o.byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
    }
    return o;
  }

  struct CityRun
  {
    QTemporaryDir dir;
    Output combined;
    QString report;
  };

  const CityRun &signalHill()
  {
    static CityRun r;
    if ( r.combined.count == 0 )
    {
      r.report = r.dir.filePath( QStringLiteral( "report.html" ) );
      r.combined = runInto( QStringLiteral( "stormwater:screenparcels" ), cityInputs( QStringLiteral( "signal-hill" ) ), r.dir.filePath( QStringLiteral( "screened.gpkg" ) ), { { QStringLiteral( "REPORT" ), r.report } } );
    }
    return r;
  }

  // The screen whose fields an answer-key row or a single algorithm speaks of.
  QString screenId( const QString &algorithm )
  {
    if ( algorithm == QLatin1String( "vacantparcels" ) )
      return QStringLiteral( "vacant" );
    if ( algorithm == QLatin1String( "esaadjacency" ) )
      return QStringLiteral( "esa" );
    return algorithm;
  }

  // A field of a single screen's output, as the combined layer names it.
  QString combinedName( const QString &algorithm, const QString &field )
  {
    if ( field == QLatin1String( "citation" ) || field == QLatin1String( "status" ) )
      return QStringLiteral( "%1_%2" ).arg( screenId( algorithm ), field );
    return field;
  }
} // namespace

TEST( ScreenParcels, EveryParcelOnceWithFlagsAndProfile )
{
  const CityRun &r = signalHill();
  ASSERT_TRUE( r.combined.run.ok ) << r.combined.run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> parcels = SwTestData::openLayer( SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) );
  EXPECT_EQ( r.combined.count, parcels->featureCount() );
  EXPECT_EQ( r.combined.byApn.size(), parcels->featureCount() );
  for ( const QString &name : { QStringLiteral( "apn" ), QStringLiteral( "vacancy" ), QStringLiteral( "hillside" ), QStringLiteral( "esa_relation" ), QStringLiteral( "infeasibility" ), QStringLiteral( "flags" ), QStringLiteral( "screened_profile" ), QStringLiteral( "status" ), QStringLiteral( "vacant_citation" ), QStringLiteral( "esa_status" ) } )
    EXPECT_GE( r.combined.fields.lookupField( name ), 0 ) << name.toStdString();
  // The sample city's inputs give every screen but the design storm and the impervious area: each parcel says so.
  const QString notScreened = QStringLiteral( "impervious, designvolume" );
  for ( const QgsFeature &f : r.combined.byApn )
  {
    EXPECT_EQ( f.attribute( QStringLiteral( "screened_profile" ) ).toString(), QStringLiteral( "signal-hill" ) );
    EXPECT_EQ( f.attribute( QStringLiteral( "not_screened" ) ).toString(), notScreened );
  }
  // Opened as QGIS opens the file, each parcel is named by its APN (the stored style's display name).
  EXPECT_EQ( SwTestData::openLayer( r.dir.filePath( QStringLiteral( "screened.gpkg" ) ) )->displayExpression(), QStringLiteral( "\"apn\"" ) );
  // E4 lies in an SEA: its flags say so.
  EXPECT_TRUE( r.combined.byApn.value( QStringLiteral( "7005-005-003" ) ).attribute( QStringLiteral( "flags" ) ).toString().contains( QStringLiteral( "esa_inside" ) ) );
}

class ScreenParcelsEqualsSingle : public ::testing::TestWithParam<const char *>
{
};

TEST_P( ScreenParcelsEqualsSingle, FieldByFieldForEveryParcel )
{
  const CityRun &r = signalHill();
  ASSERT_TRUE( r.combined.run.ok ) << r.combined.run.error.toStdString();
  const QString algorithm = QString::fromLatin1( GetParam() );
  QTemporaryDir dir;
  const Output single = runInto( QStringLiteral( "stormwater:" ) + algorithm, cityInputs( QStringLiteral( "signal-hill" ) ), dir.filePath( QStringLiteral( "single.gpkg" ) ) );
  ASSERT_TRUE( single.run.ok ) << single.run.error.toStdString();
  ASSERT_EQ( single.count, r.combined.count );

  // The screen's own fields: those between apn and the parcel's fields.
  std::unique_ptr<QgsVectorLayer> parcels = SwTestData::openLayer( SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) );
  QStringList screenFields;
  for ( const QgsField &field : single.fields )
  {
    if ( field.name() != QLatin1String( "fid" ) && field.name() != QLatin1String( "apn" ) && parcels->fields().lookupField( field.name() ) < 0 )
      screenFields << field.name();
  }
  ASSERT_GE( screenFields.size(), 4 ) << screenFields.join( ',' ).toStdString();
  long long compared = 0;
  for ( auto it = single.byApn.constBegin(); it != single.byApn.constEnd(); ++it )
  {
    const QgsFeature combined = r.combined.byApn.value( it.key() );
    for ( const QString &field : screenFields )
    {
      const QVariant expected = it.value().attribute( field );
      const QVariant actual = combined.attribute( combinedName( algorithm, field ) );
      EXPECT_EQ( actual.isNull(), expected.isNull() ) << it.key().toStdString() << " " << field.toStdString();
      if ( !expected.isNull() )
        EXPECT_EQ( actual.toString(), expected.toString() ) << it.key().toStdString() << " " << field.toStdString();
      ++compared;
    }
  }
  EXPECT_EQ( compared, single.count * screenFields.size() );
}

INSTANTIATE_TEST_SUITE_P( Screens, ScreenParcelsEqualsSingle, ::testing::Values( "vacantparcels", "hillside", "esaadjacency", "infeasibility" ) );

TEST( ScreenParcels, AnswerKeyIsRightInTheCombinedLayer )
{
  const CityRun &r = signalHill();
  ASSERT_TRUE( r.combined.run.ok ) << r.combined.run.error.toStdString();
  QTemporaryDir dir;
  const Output cudahy = runInto( QStringLiteral( "stormwater:screenparcels" ), cityInputs( QStringLiteral( "cudahy" ) ), dir.filePath( QStringLiteral( "cudahy.gpkg" ) ) );
  ASSERT_TRUE( cudahy.run.ok ) << cudahy.run.error.toStdString();
  int checked = 0;
  for ( const SwTestData::AnswerKeyRow &row : SwTestData::answerKey() )
  {
    const bool cudahyRow = row.why.contains( QStringLiteral( "(Cudahy profile)" ) );
    const QgsFeature f = ( cudahyRow ? cudahy : r.combined ).byApn.value( row.apn );
    ASSERT_TRUE( f.isValid() ) << row.apn.toStdString();
    const QVariant actual = f.attribute( combinedName( row.screen, row.field ) );
    bool number = false;
    const double expected = row.expected.toDouble( &number );
    if ( number && actual.type() == QVariant::Double )
      EXPECT_NEAR( actual.toDouble(), expected, std::max( 1.0, std::fabs( expected ) * 1e-3 ) ) << row.apn.toStdString() << " " << row.field.toStdString() << ": " << row.why.toStdString();
    else
      EXPECT_EQ( actual.toString(), row.expected ) << row.apn.toStdString() << " " << row.field.toStdString() << ": " << row.why.toStdString();
    ++checked;
  }
  EXPECT_GE( checked, 140 );
}

TEST( ScreenParcels, ReportCountsMatchTheLayerAndItsMapIsAnImage )
{
  const CityRun &r = signalHill();
  ASSERT_TRUE( r.combined.run.ok ) << r.combined.run.error.toStdString();
  QFile file( r.report );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  const QString html = QString::fromUtf8( file.readAll() );

  // Flags counted from the layer itself.
  QMap<QString, long long> expected;
  for ( const QgsFeature &f : r.combined.byApn )
  {
    for ( const QString &flag : f.attribute( QStringLiteral( "flags" ) ).toString().split( QStringLiteral( ", " ), Qt::SkipEmptyParts ) )
      ++expected[flag];
  }
  ASSERT_FALSE( expected.isEmpty() );
  const int table = html.indexOf( QStringLiteral( "<table id=\"flag-counts\">" ) );
  ASSERT_GE( table, 0 );
  const QString flagTable = html.mid( table, html.indexOf( QStringLiteral( "</table>" ), table ) - table );
  QMap<QString, long long> reported;
  QRegularExpression row( QStringLiteral( "<tr data-flag=\"([^\"]+)\"><td>.*?</td><td class=\"n\">(\\d+)</td>" ) );
  for ( auto it = row.globalMatch( flagTable ); it.hasNext(); )
  {
    const QRegularExpressionMatch m = it.next();
    reported.insert( m.captured( 1 ), m.captured( 2 ).toLongLong() );
  }
  EXPECT_EQ( reported, expected );
  EXPECT_TRUE( html.contains( QStringLiteral( "Screened %1 parcels" ).arg( r.combined.count ) ) );
  EXPECT_TRUE( html.contains( QStringLiteral( "definition S" ) ) ); // the profile's citations
  // The header names the code by its title, never by a file.
  EXPECT_TRUE( html.contains( QStringLiteral( "Signal Hill Municipal Code, Chapter 12.16 Storm Water / Urban Runoff" ) ) );
  EXPECT_FALSE( html.contains( QStringLiteral( ".txt" ) ) || html.contains( QStringLiteral( "ordinances/" ) ) );
  // The vacant screen's table lists the 1.20-acre vacant lot with its figures and reason.
  EXPECT_TRUE( html.contains( QStringLiteral( "<table class=\"parcels\" id=\"t-vacant\">" ) ) );
  EXPECT_TRUE( html.contains( QStringLiteral( "<td>7002-001-001</td><td>1801 E 15TH ST</td><td>KESTREL RIDGE PARTNERS LLC</td><td class=\"n\">1.20</td><td>vacant</td><td>yes</td><td class=\"n\">1.20</td><td class=\"n\">1.20</td><td class=\"n\">1</td><td>vacant 1.20 ac</td>" ) ) );
  // Data sources: each input with how it was read; the DEM's elevation unit and why.
  const int sources = html.indexOf( QStringLiteral( "<table id=\"data-sources\">" ) );
  ASSERT_GE( sources, 0 );
  const QString sourceTable = html.mid( sources, html.indexOf( QStringLiteral( "</table>" ), sources ) - sources );
  EXPECT_TRUE( sourceTable.contains( QStringLiteral( "<tr><td>DEM</td><td>dem</td><td class=\"n\">raster</td><td>EPSG:2229</td><td><ul><li>elevations taken as feet: the DEM's CRS (EPSG:2229) is in US survey feet and its band declares no unit; Z factor 1</li></ul></td></tr>" ) ) ) << sourceTable.toStdString();
  EXPECT_TRUE( sourceTable.contains( QStringLiteral( "parcel numbers (APN) read from field 'apn' of layer 'parcels'" ) ) ) << sourceTable.toStdString();

  // The map: a PNG in the page, with more than a white background.
  const QRegularExpressionMatch png = QRegularExpression( QStringLiteral( "src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\"" ) ).match( html );
  ASSERT_TRUE( png.hasMatch() );
  QImage image;
  ASSERT_TRUE( image.loadFromData( QByteArray::fromBase64( png.captured( 1 ).toLatin1() ), "PNG" ) );
  EXPECT_EQ( image.width(), 1400 );
  long long coloured = 0;
  for ( int y = 0; y < image.height(); y += 4 )
  {
    for ( int x = 0; x < image.width(); x += 4 )
      coloured += image.pixelColor( x, y ) != QColor( Qt::white ) ? 1 : 0;
  }
  EXPECT_GT( coloured, 1000 );
}

// The dialog sends an empty string for every optional field, text, file or
// expression box nobody filled (IMPROVEMENT_TYPE_FIELD among them, under
// Advanced with no default); the command line and a model leave them out.
// Both must mean the same: before, a ticked Impervious stopped the run with
// "layer 'improvements' has no field 'type'" though it has one (issue 49).
TEST( ScreenParcels, TheDialogsBlankBoxesMeanNotGiven )
{
  QVariantMap inputs = cityInputs( QStringLiteral( "signal-hill" ) );
  inputs.remove( QStringLiteral( "IMPROVEMENT_TYPE_FIELD" ) );
  inputs.insert( QStringLiteral( "IMPERVIOUS" ), true );
  inputs.insert( QStringLiteral( "DESIGN_STORM_IN" ), 0.85 );
  QVariantMap blanks;
  std::unique_ptr<QgsProcessingAlgorithm> instance( QgsApplication::processingRegistry()->createAlgorithmById( QStringLiteral( "stormwater:screenparcels" ) ) );
  static const QStringList sBoxes{ QStringLiteral( "field" ), QStringLiteral( "string" ), QStringLiteral( "expression" ), QStringLiteral( "file" ) };
  for ( const QgsProcessingParameterDefinition *definition : instance->parameterDefinitions() )
  {
    if ( !inputs.contains( definition->name() ) && !definition->isDestination() && ( definition->flags() & SW_PARAMETER_FLAG( Optional ) ) && sBoxes.contains( definition->type() ) )
      blanks.insert( definition->name(), QString() );
  }
  EXPECT_TRUE( blanks.contains( QStringLiteral( "IMPROVEMENT_TYPE_FIELD" ) ) );
  EXPECT_GE( blanks.size(), 10 );
  QTemporaryDir dir;
  const Output blank = runInto( QStringLiteral( "stormwater:screenparcels" ), inputs, dir.filePath( QStringLiteral( "blank.gpkg" ) ), blanks );
  ASSERT_TRUE( blank.run.ok ) << blank.run.error.toStdString();
  const Output left = runInto( QStringLiteral( "stormwater:screenparcels" ), inputs, dir.filePath( QStringLiteral( "left.gpkg" ) ) );
  ASSERT_TRUE( left.run.ok ) << left.run.error.toStdString();
  // Field by field, parcel by parcel: the blank boxes changed nothing.
  ASSERT_EQ( blank.fields.names(), left.fields.names() );
  ASSERT_EQ( blank.byApn.size(), left.byApn.size() );
  for ( auto it = left.byApn.constBegin(); it != left.byApn.constEnd(); ++it )
  {
    for ( const QString &name : left.fields.names() )
    {
      if ( name != QLatin1String( "fid" ) )
        ASSERT_EQ( blank.byApn.value( it.key() ).attribute( name ), it.value().attribute( name ) ) << it.key().toStdString() << " " << name.toStdString();
    }
  }
  EXPECT_EQ( blank.run.warnings, left.run.warnings );
}

TEST( ScreenParcels, ScreensWithoutInputsAreSkippedAndSaidSo )
{
  QTemporaryDir dir;
  const QString report = dir.filePath( QStringLiteral( "r.html" ) );
  const QVariantMap inputs{ { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ SwTestData::sampleLayer( QStringLiteral( "esa" ) ) } }, { QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) } };
  const Output o = runInto( QStringLiteral( "stormwater:screenparcels" ), inputs, dir.filePath( QStringLiteral( "o.gpkg" ) ), { { QStringLiteral( "REPORT" ), report } } );
  ASSERT_TRUE( o.run.ok ) << o.run.error.toStdString();
  EXPECT_GE( o.fields.lookupField( QStringLiteral( "esa_relation" ) ), 0 );
  EXPECT_LT( o.fields.lookupField( QStringLiteral( "vacancy" ) ), 0 );
  EXPECT_LT( o.fields.lookupField( QStringLiteral( "infeasibility" ) ), 0 );
  const QString log = o.run.infos.join( '\n' );
  EXPECT_TRUE( log.contains( QStringLiteral( "Hillside properties: not screened, its inputs were not given (to screen it, give DEM, SLOPE_POLYGONS or CONTOURS)" ) ) ) << log.toStdString();
  // Every parcel of the main layer says which screens did not run (the log and
  // the report say what would have run them): a parcel with no flag is
  // unflagged by the ESA screen alone, not clear of the vacant and hillside rules.
  const QString notScreened = QStringLiteral( "vacant, hillside, infeasibility, impervious, designvolume" );
  ASSERT_FALSE( o.byApn.isEmpty() );
  for ( const QgsFeature &parcel : o.byApn )
    ASSERT_EQ( parcel.attribute( QStringLiteral( "not_screened" ) ).toString(), notScreened ) << parcel.attribute( QStringLiteral( "apn" ) ).toString().toStdString();
  QFile file( report );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  const QString html = QString::fromUtf8( file.readAll() );
  EXPECT_TRUE( html.contains( QStringLiteral( "<td>Hillside properties</td><td>no: its inputs were not given (to screen it, give DEM, SLOPE_POLYGONS or CONTOURS)</td>" ) ) ) << html.toStdString();
  EXPECT_TRUE( html.contains( QStringLiteral( "<li class=\"attention\">Not screened, for any parcel: Vacant parcels, Hillside properties, Technical infeasibility, Impervious area, Design volume (SWQDv) (their inputs were not given; see &quot;Screens&quot;)." ) ) );
  const int requires = html.indexOf( QStringLiteral( "This city" ) );
  ASSERT_GE( requires, 0 );
  // Of the screens not run, Cudahy's profile requires only the impervious area (its SUSMP sizing).
  EXPECT_EQ( html.mid( requires, html.indexOf( QStringLiteral( "</li>" ), requires ) - requires ), QStringLiteral( "This city's code requires: Impervious area." ) );
  // Cudahy's code lists no infeasibility conditions: the report says so.
  EXPECT_TRUE( html.contains( QStringLiteral( "Cudahy Ch. 13.08 lists no technical infeasibility conditions" ) ) );
}

// ---------------------------------------------------------------------------
// What changed since the previous screening. The previous layer is the
// city's own run, edited by hand into what an earlier roll and earlier data
// would have given: the 199 ft lot (7004-001-007) then 215 ft from the
// habitat and not adjacent; the 1.2-acre vacant lot (7002-001-001) then also
// a hillside; the 200 ft lot (7004-001-008) then 200.5 ft with the same
// flags; the hillside lot 7001-001-002 not yet on the roll; and a lot
// 7999-999-999 since merged away.
// ---------------------------------------------------------------------------
TEST( ScreenParcels, WhatChangedSinceThePreviousScreening )
{
  const CityRun &city = signalHill();
  ASSERT_TRUE( city.combined.run.ok ) << city.combined.run.error.toStdString();
  QTemporaryDir dir;
  const QString previousFile = dir.filePath( QStringLiteral( "previous.gpkg" ) );
  ASSERT_TRUE( QFile::copy( city.dir.filePath( QStringLiteral( "screened.gpkg" ) ), previousFile ) );
  const QString previous = previousFile + QStringLiteral( "|layername=screened" );
  {
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( previous );
    ASSERT_TRUE( layer && layer->isValid() );
    const QMap<QString, QgsFeature> byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
    const int flags = layer->fields().lookupField( QStringLiteral( "flags" ) );
    const int distance = layer->fields().lookupField( QStringLiteral( "esa_distance_ft" ) );
    ASSERT_TRUE( layer->startEditing() );
    QStringList adjacent = byApn.value( QStringLiteral( "7004-001-007" ) ).attribute( flags ).toString().split( QStringLiteral( ", " ) );
    ASSERT_TRUE( adjacent.removeOne( QStringLiteral( "esa_adjacent" ) ) );
    layer->changeAttributeValue( byApn.value( QStringLiteral( "7004-001-007" ) ).id(), flags, adjacent.join( QLatin1String( ", " ) ) );
    layer->changeAttributeValue( byApn.value( QStringLiteral( "7004-001-007" ) ).id(), distance, 215.0 );
    ASSERT_EQ( byApn.value( QStringLiteral( "7002-001-001" ) ).attribute( flags ).toString(), QStringLiteral( "vacant" ) );
    layer->changeAttributeValue( byApn.value( QStringLiteral( "7002-001-001" ) ).id(), flags, QStringLiteral( "hillside, vacant" ) );
    layer->changeAttributeValue( byApn.value( QStringLiteral( "7004-001-008" ) ).id(), distance, 200.5 );
    layer->deleteFeature( byApn.value( QStringLiteral( "7001-001-002" ) ).id() );
    QgsFeature merged( layer->fields() );
    merged.setAttribute( QStringLiteral( "apn" ), QStringLiteral( "7999-999-999" ) );
    merged.setAttribute( QStringLiteral( "flags" ), QStringLiteral( "vacant" ) );
    layer->addFeature( merged );
    ASSERT_TRUE( layer->commitChanges() );
  }

  const QString report = dir.filePath( QStringLiteral( "report.html" ) );
  const QString changes = dir.filePath( QStringLiteral( "changes.gpkg" ) );
  const Output now = runInto( QStringLiteral( "stormwater:screenparcels" ), cityInputs( QStringLiteral( "signal-hill" ) ), dir.filePath( QStringLiteral( "now.gpkg" ) ), { { QStringLiteral( "PREVIOUS" ), previous }, { QStringLiteral( "CHANGES" ), changes }, { QStringLiteral( "REPORT" ), report } } );
  ASSERT_TRUE( now.run.ok ) << now.run.error.toStdString();

  std::unique_ptr<QgsVectorLayer> table = SwTestData::openLayer( changes );
  ASSERT_TRUE( table && table->isValid() );
  // Every parcel of this run once, and the one gone from the roll.
  EXPECT_EQ( table->featureCount(), now.count + 1 );
  const QMap<QString, QgsFeature> byApn = SwTestData::featuresBy( table.get(), QStringLiteral( "apn" ) );
  const auto text = [&]( const char *apn, const char *field )
  { return byApn.value( QString::fromLatin1( apn ) ).attribute( QString::fromLatin1( field ) ).toString(); };
  EXPECT_EQ( text( "7004-001-007", "change" ), QStringLiteral( "newly_flagged" ) );
  EXPECT_TRUE( text( "7004-001-007", "details" ).startsWith( QStringLiteral( "newly flagged: esa_adjacent; esa_distance_ft 215.0 ft -> 199.0 ft (threshold 200.0 ft: distance to the nearest ESA, adjacency)" ) ) ) << text( "7004-001-007", "details" ).toStdString();
  // Still flagged vacant: its flags changed, it is not cleared (issue 48: the label matches the flags before and after).
  EXPECT_EQ( text( "7002-001-001", "change" ), QStringLiteral( "flags_changed" ) );
  EXPECT_EQ( text( "7002-001-001", "details" ), QStringLiteral( "cleared: hillside" ) );
  EXPECT_EQ( text( "7002-001-001", "flags_before" ), QStringLiteral( "hillside, vacant" ) );
  EXPECT_EQ( text( "7002-001-001", "flags_after" ), QStringLiteral( "vacant" ) );
  EXPECT_EQ( text( "7004-001-008", "change" ), QStringLiteral( "figure_moved" ) );
  EXPECT_EQ( text( "7004-001-008", "details" ), QStringLiteral( "esa_distance_ft 200.5 ft -> 200.0 ft (threshold 200.0 ft: distance to the nearest ESA, adjacency)" ) );
  EXPECT_EQ( text( "7001-001-002", "change" ), QStringLiteral( "new_parcel" ) );
  EXPECT_EQ( text( "7999-999-999", "change" ), QStringLiteral( "gone" ) );
  EXPECT_EQ( text( "7999-999-999", "flags_before" ), QStringLiteral( "vacant" ) );
  // Nothing else changed: the same data screened twice.
  long long unchanged = 0;
  for ( const QgsFeature &feature : byApn )
    unchanged += feature.attribute( QStringLiteral( "change" ) ).toString() == QLatin1String( "unchanged" );
  EXPECT_EQ( unchanged, byApn.size() - 5 );
  // The changed parcels carry their geometry, so the planner maps them.
  EXPECT_FALSE( byApn.value( QStringLiteral( "7004-001-007" ) ).geometry().isNull() );

  QFile file( report );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  const QString html = QString::fromUtf8( file.readAll() );
  const QString today = QLocale( QLocale::English, QLocale::UnitedStates ).toString( QDate::currentDate(), QStringLiteral( "MMMM d, yyyy" ) );
  EXPECT_TRUE( html.contains( QStringLiteral( "<h2 id=\"changes\">Changes since %1</h2>" ).arg( today ) ) ) << today.toStdString();
  EXPECT_TRUE( html.contains( QStringLiteral( "<td style=\"white-space:nowrap\">7004-001-007</td><td>newly_flagged</td>" ) ) );
  EXPECT_TRUE( html.contains( QStringLiteral( "<td style=\"white-space:nowrap\">7999-999-999</td><td>gone</td>" ) ) );

  // CHANGES without a previous screening to compare with is refused by name.
  const Output alone = runInto( QStringLiteral( "stormwater:screenparcels" ), cityInputs( QStringLiteral( "signal-hill" ) ), dir.filePath( QStringLiteral( "alone.gpkg" ) ), { { QStringLiteral( "CHANGES" ), dir.filePath( QStringLiteral( "alone-changes.gpkg" ) ) } } );
  ASSERT_FALSE( alone.run.ok );
  EXPECT_TRUE( alone.run.error.contains( QStringLiteral( "CHANGES: give the previous screening (PREVIOUS)" ) ) ) << alone.run.error.toStdString();
  EXPECT_FALSE( QFile::exists( dir.filePath( QStringLiteral( "alone.gpkg" ) ) ) );
}

// A previous run written with ONLY_QUALIFYING holds only its flagged parcels
// (and any not evaluated). Its account says so, and a parcel not in it is
// then compared as unflagged before, never called new to the roll; the same
// layer exported without its account is warned about by name.
TEST( ScreenParcels, ChangesSinceARunOfOnlyTheFlaggedParcels )
{
  const CityRun &city = signalHill();
  ASSERT_TRUE( city.combined.run.ok ) << city.combined.run.error.toStdString();
  // The parcels screened with no flag: those ONLY_QUALIFYING leaves out.
  long long unflagged = 0;
  QString quiet;
  for ( const QgsFeature &feature : city.combined.byApn )
  {
    const QString status = feature.attribute( QStringLiteral( "status" ) ).toString();
    if ( feature.attribute( QStringLiteral( "flags" ) ).toString().isEmpty() && ( status == QLatin1String( "ok" ) || status == QLatin1String( "repaired" ) ) )
    {
      ++unflagged;
      if ( quiet.isEmpty() && status == QLatin1String( "ok" ) )
        quiet = feature.attribute( QStringLiteral( "apn" ) ).toString();
    }
  }
  ASSERT_GT( unflagged, 0 );
  ASSERT_FALSE( quiet.isEmpty() );

  QTemporaryDir dir;
  const QString flaggedFile = dir.filePath( QStringLiteral( "flagged.gpkg" ) );
  const Output flagged = runInto( QStringLiteral( "stormwater:screenparcels" ), cityInputs( QStringLiteral( "signal-hill" ) ), flaggedFile, { { QStringLiteral( "ONLY_QUALIFYING" ), true } } );
  ASSERT_TRUE( flagged.run.ok ) << flagged.run.error.toStdString();
  ASSERT_EQ( flagged.count, city.combined.count - unflagged );
  {
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( flaggedFile );
    EXPECT_TRUE( layer->metadata().abstract().contains( QStringLiteral( "(ONLY_QUALIFYING): %1 of the %2 parcels read" ).arg( flagged.count ).arg( city.combined.count ) ) ) << layer->metadata().abstract().toStdString();
  }

  const QString changes = dir.filePath( QStringLiteral( "changes.gpkg" ) );
  const QString report = dir.filePath( QStringLiteral( "report.html" ) );
  const Output now = runInto( QStringLiteral( "stormwater:screenparcels" ), cityInputs( QStringLiteral( "signal-hill" ) ), dir.filePath( QStringLiteral( "now.gpkg" ) ), { { QStringLiteral( "PREVIOUS" ), flaggedFile }, { QStringLiteral( "CHANGES" ), changes }, { QStringLiteral( "REPORT" ), report } } );
  ASSERT_TRUE( now.run.ok ) << now.run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> table = SwTestData::openLayer( changes );
  ASSERT_TRUE( table && table->isValid() );
  EXPECT_EQ( table->featureCount(), now.count );
  // The same data screened twice: nothing changed, and no parcel is called new.
  QMap<QString, long long> kinds;
  for ( const QgsFeature &feature : SwTestData::featuresBy( table.get(), QStringLiteral( "apn" ) ) )
    ++kinds[feature.attribute( QStringLiteral( "change" ) ).toString()];
  EXPECT_EQ( kinds, ( QMap<QString, long long>{ { QStringLiteral( "unchanged" ), now.count } } ) );
  const QMap<QString, QgsFeature> byApn = SwTestData::featuresBy( table.get(), QStringLiteral( "apn" ) );
  EXPECT_EQ( byApn.value( quiet ).attribute( QStringLiteral( "details" ) ).toString(), QStringLiteral( "not flagged then or now (the previous screening wrote only its flagged parcels, so its figures are not known)" ) );
  QFile file( report );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  EXPECT_TRUE( QString::fromUtf8( file.readAll() ).contains( QStringLiteral( "It holds only its flagged parcels (written with ONLY_QUALIFYING)" ) ) );

  // Exported by hand (the account stays behind): every unflagged parcel looks new, and the run says why.
  const QString exported = dir.filePath( QStringLiteral( "exported.gpkg" ) );
  {
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( flaggedFile );
    QgsVectorFileWriter::SaveVectorOptions options;
    options.driverName = QStringLiteral( "GPKG" );
    QString error;
    ASSERT_EQ( QgsVectorFileWriter::writeAsVectorFormatV3( layer.get(), exported, QgsCoordinateTransformContext(), options, &error ), QgsVectorFileWriter::NoError ) << error.toStdString();
  }
  const Output again = runInto( QStringLiteral( "stormwater:screenparcels" ), cityInputs( QStringLiteral( "signal-hill" ) ), dir.filePath( QStringLiteral( "again.gpkg" ) ), { { QStringLiteral( "PREVIOUS" ), exported } } );
  ASSERT_TRUE( again.run.ok ) << again.run.error.toStdString();
  const QString warning = QStringLiteral( "holds no unflagged parcel, as a run written with ONLY_QUALIFYING does, and no account saying how it was written: if it was written so, the %1 parcel(s) called new_parcel were unflagged then" ).arg( unflagged );
  EXPECT_TRUE( again.run.warnings.join( '\n' ).contains( warning ) ) << again.run.warnings.join( '\n' ).toStdString();
  EXPECT_TRUE( again.run.infos.join( '\n' ).contains( QStringLiteral( "%1 new_parcel" ).arg( unflagged ) ) ) << again.run.infos.join( '\n' ).toStdString();
}

// Signal Hill's screening compared with Cudahy's rules: what changed is the
// rules, not the parcels, and the run says so by name.
TEST( ScreenParcels, ChangesUnderAnotherProfileAreWarnedAbout )
{
  const CityRun &city = signalHill();
  ASSERT_TRUE( city.combined.run.ok ) << city.combined.run.error.toStdString();
  QTemporaryDir dir;
  const Output cudahy = runInto( QStringLiteral( "stormwater:screenparcels" ), cityInputs( QStringLiteral( "cudahy" ) ), dir.filePath( QStringLiteral( "cudahy.gpkg" ) ), { { QStringLiteral( "PREVIOUS" ), city.dir.filePath( QStringLiteral( "screened.gpkg" ) ) } } );
  ASSERT_TRUE( cudahy.run.ok ) << cudahy.run.error.toStdString();
  EXPECT_TRUE( cudahy.run.warnings.join( '\n' ).contains( QStringLiteral( "PREVIOUS 'screened' was screened under profile signal-hill, this run under cudahy: its changes may come from the rules, not the parcels" ) ) ) << cudahy.run.warnings.join( '\n' ).toStdString();
  // The same profile: no such warning.
  const Output again = runInto( QStringLiteral( "stormwater:screenparcels" ), cityInputs( QStringLiteral( "signal-hill" ) ), dir.filePath( QStringLiteral( "again.gpkg" ) ), { { QStringLiteral( "PREVIOUS" ), city.dir.filePath( QStringLiteral( "screened.gpkg" ) ) } } );
  ASSERT_TRUE( again.run.ok ) << again.run.error.toStdString();
  EXPECT_FALSE( again.run.warnings.join( '\n' ).contains( QStringLiteral( "was screened under" ) ) );

  // The city widens its ESA adjacency to 250 ft and keeps the profile's name: the rule's change is named.
  QFile builtIn( QStringLiteral( SW_SOURCE_DIR "/profiles/signal-hill.json" ) );
  ASSERT_TRUE( builtIn.open( QIODevice::ReadOnly ) );
  QByteArray json = builtIn.readAll();
  const QByteArray adjacency( "\"esa.adjacent_ft\": { \"value\": 200," );
  ASSERT_TRUE( json.contains( adjacency ) );
  json.replace( adjacency, QByteArray( "\"esa.adjacent_ft\": { \"value\": 250," ) );
  QFile edited( dir.filePath( QStringLiteral( "signal-hill-250.json" ) ) );
  ASSERT_TRUE( edited.open( QIODevice::WriteOnly ) );
  edited.write( json );
  edited.close();
  const Output wider = runInto( QStringLiteral( "stormwater:screenparcels" ), cityInputs( edited.fileName() ), dir.filePath( QStringLiteral( "wider.gpkg" ) ), { { QStringLiteral( "PREVIOUS" ), city.dir.filePath( QStringLiteral( "screened.gpkg" ) ) } } );
  ASSERT_TRUE( wider.run.ok ) << wider.run.error.toStdString();
  EXPECT_TRUE( wider.run.warnings.join( '\n' ).contains( QStringLiteral( "PREVIOUS 'screened' was screened under other values of profile signal-hill's rules (esa.adjacent_ft 200 ft then, 250 ft now): a change may come from the rules, not the parcels" ) ) ) << wider.run.warnings.join( '\n' ).toStdString();
}

TEST( ScreenParcels, ChangesReadFlagsAndFiguresAsTheLayerWritesThem )
{
  SwScreeningChanges changes( SwProfile::load( QStringLiteral( "signal-hill" ) ) );
  QgsFields fields;
  fields.append( QgsField( QStringLiteral( "flags" ), SW_VARIANT_TYPE( QString ) ) );
  fields.append( QgsField( QStringLiteral( "unimproved_sqft" ), SW_VARIANT_TYPE( Double ) ) );
  const auto state = [&]( const QString &flags, const QVariant &unimproved )
  { return changes.stateOf( QgsAttributes() << flags << unimproved, fields ); };
  changes.addPrevious( QStringLiteral( "A" ), state( QStringLiteral( "hillside" ), 1000.0 ) );
  changes.addPrevious( QStringLiteral( "B" ), state( QStringLiteral( "vacant" ), 45000.0 ) );
  changes.addPrevious( QStringLiteral( "C" ), state( QString(), QVariant() ) );
  changes.addPrevious( QStringLiteral( "D" ), state( QStringLiteral( "vacant" ), 50000.0 ) );
  changes.addPrevious( QStringLiteral( "E" ), state( QString(), 1000.0 ) );
  changes.addPrevious( QStringLiteral( "F" ), state( QStringLiteral( "vacant" ), 50000.0 ) );

  // One flag raised and another cleared.
  const SwScreeningChanges::Change a = changes.compare( QStringLiteral( "A" ), state( QStringLiteral( "vacant" ), 1000.0 ) );
  EXPECT_EQ( SwScreeningChanges::kindValue( a.kind ), QStringLiteral( "flags_changed" ) );
  EXPECT_EQ( a.details, QStringLiteral( "newly flagged: vacant; cleared: hillside" ) );
  // 45,000 sq ft of unimproved land then, 40,000 now: past the 43,560 sq ft acre, though the flag (kept here) did not move.
  const SwScreeningChanges::Change b = changes.compare( QStringLiteral( "B" ), state( QStringLiteral( "vacant" ), 40000.0 ) );
  EXPECT_EQ( SwScreeningChanges::kindValue( b.kind ), QStringLiteral( "figure_moved" ) );
  EXPECT_EQ( b.details, QStringLiteral( "unimproved_sqft 45,000 sq ft -> 40,000 sq ft (threshold 43,560 sq ft: unimproved land, vacant parcel test)" ) );
  // Issue 48: the label matches the flags before and after. Flagged vacant then, vacant and infeasible now: not "newly flagged" (it was).
  const SwScreeningChanges::Change d = changes.compare( QStringLiteral( "D" ), state( QStringLiteral( "infeasible, vacant" ), 50000.0 ) );
  EXPECT_EQ( SwScreeningChanges::kindValue( d.kind ), QStringLiteral( "flags_changed" ) );
  EXPECT_EQ( d.details, QStringLiteral( "newly flagged: infeasible" ) );
  // Flagged by nothing then: newly flagged; flagged then, by nothing now: cleared.
  EXPECT_EQ( SwScreeningChanges::kindValue( changes.compare( QStringLiteral( "E" ), state( QStringLiteral( "vacant" ), 50000.0 ) ).kind ), QStringLiteral( "newly_flagged" ) );
  EXPECT_EQ( SwScreeningChanges::kindValue( changes.compare( QStringLiteral( "F" ), state( QString(), 1000.0 ) ).kind ), QStringLiteral( "cleared" ) );
  // A figure the previous run could not give is no move.
  EXPECT_EQ( SwScreeningChanges::kindValue( changes.compare( QStringLiteral( "C" ), state( QString(), 50000.0 ) ).kind ), QStringLiteral( "unchanged" ) );
  // No APN: never matched, never called unchanged.
  EXPECT_EQ( SwScreeningChanges::kindValue( changes.compare( QString(), state( QString(), 0.0 ) ).kind ), QStringLiteral( "not_compared" ) );
  EXPECT_TRUE( changes.gone().isEmpty() );
}

// The county's next roll writes the APNs without dashes (its 10-digit AIN):
// the same parcels, never new on one side and gone on the other.
TEST( ScreenParcels, ChangesMatchAnApnHoweverTheRollWritesIt )
{
  SwScreeningChanges changes( SwProfile::load( QStringLiteral( "signal-hill" ) ) );
  QgsFields fields;
  fields.append( QgsField( QStringLiteral( "flags" ), SW_VARIANT_TYPE( QString ) ) );
  const auto state = [&]( const QString &flags )
  { return changes.stateOf( QgsAttributes() << flags, fields ); };
  changes.addPrevious( QStringLiteral( "7004-001-007" ), state( QStringLiteral( "esa_adjacent" ) ) );
  changes.addPrevious( QStringLiteral( "7002-001-001" ), state( QStringLiteral( "vacant" ) ) );
  changes.addPrevious( QStringLiteral( "7999-999-999" ), state( QStringLiteral( "vacant" ) ) );
  // Written again with spaces: a second parcel under the same APN (issue 47). Before, the first was kept
  // and this run's 7004001007 was "unchanged" against it alone; which of the two it was, the data cannot say.
  changes.addPrevious( QStringLiteral( "7004 001 007" ), state( QString() ) );
  EXPECT_EQ( changes.previousCount(), 3 );
  EXPECT_EQ( changes.previousRepeatedNamed(), QStringLiteral( "7004-001-007 (2 parcels)" ) );

  const SwScreeningChanges::Change repeated = changes.compare( QStringLiteral( "7004001007" ), state( QStringLiteral( "esa_adjacent" ) ) );
  EXPECT_EQ( SwScreeningChanges::kindValue( repeated.kind ), QStringLiteral( "not_compared" ) );
  EXPECT_EQ( repeated.apn, QStringLiteral( "7004001007" ) );
  EXPECT_EQ( repeated.flagsBefore, QStringLiteral( "esa_adjacent | (none)" ) );
  EXPECT_EQ( repeated.details, QStringLiteral( "APN 7004-001-007 names 2 parcels in the previous screening (flags_before: each one's in turn): which of them this parcel was, the data cannot say, so it is compared with none" ) );
  const SwScreeningChanges::Change cleared = changes.compare( QStringLiteral( " 7002001001 " ), state( QString() ) );
  EXPECT_EQ( SwScreeningChanges::kindValue( cleared.kind ), QStringLiteral( "cleared" ) );
  EXPECT_EQ( cleared.flagsBefore, QStringLiteral( "vacant" ) );
  // The parcel gone is named as the previous screening wrote it.
  const QList<SwScreeningChanges::Change> gone = changes.gone();
  ASSERT_EQ( gone.size(), 1 );
  EXPECT_EQ( gone.at( 0 ).apn, QStringLiteral( "7999-999-999" ) );
  EXPECT_EQ( changes.counts().value( SwScreeningChanges::Kind::NewParcel ), 0 );
}

// Issue 47: an APN the previous screening gives two parcels, gone from this
// roll. Before, the first parcel alone was gone (and looked for as
// renumbered); the second was lost without a word. Now one gone row says
// both, with each one's flags, and neither is taken for renumbered land.
TEST( ScreenParcels, ARepeatedPreviousApnGoneIsOneRowNamingEachParcel )
{
  SwScreeningChanges changes( SwProfile::load( QStringLiteral( "signal-hill" ) ) );
  QgsFields fields;
  fields.append( QgsField( QStringLiteral( "flags" ), SW_VARIANT_TYPE( QString ) ) );
  const auto state = [&]( const QString &flags )
  { return changes.stateOf( QgsAttributes() << flags, fields ); };
  changes.addPrevious( QStringLiteral( "7001-001-001" ), state( QStringLiteral( "vacant" ) ), 11 );
  changes.addPrevious( QStringLiteral( "7001-001-002" ), state( QStringLiteral( "hillside" ) ), 12 );
  changes.addPrevious( QStringLiteral( "7001001002" ), state( QString() ), 13 );
  // Only the single parcel's land is looked for under a new APN.
  EXPECT_EQ( changes.notYetCompared(), QgsFeatureIds( { 11 } ) );
  const QList<SwScreeningChanges::Change> gone = changes.gone();
  ASSERT_EQ( gone.size(), 2 );
  EXPECT_EQ( gone.at( 1 ).apn, QStringLiteral( "7001-001-002" ) );
  EXPECT_EQ( SwScreeningChanges::kindValue( gone.at( 1 ).kind ), QStringLiteral( "gone" ) );
  EXPECT_EQ( gone.at( 1 ).flagsBefore, QStringLiteral( "hillside | (none)" ) );
  EXPECT_EQ( gone.at( 1 ).details, QStringLiteral( "in the previous screening as 2 parcels (flags_before: each one's in turn), not in this one; not looked for as renumbered" ) );
}
