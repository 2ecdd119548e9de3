/***************************************************************************
  test_engineparts.cpp: the shared engine pieces every screen relies on:
  the row schema, the parameter reader and its messages, attribute readers,
  the warning sink, the cancel rule and what a stopped run leaves behind,
  the parcels found by number with the numbers a roll repeats.
 ***************************************************************************/
#include "core/swattributes.h"
#include "core/compat.h"
#include "core/swcancel.h"
#include "geometry/swgeos.h"
#include "core/swparameterreader.h"
#include "core/swparcelnumberindex.h"
#include "core/swparceltally.h"
#include "core/swrowschema.h"
#include "core/swwarnings.h"
#include "outputs/swdurablefile.h"
#include "outputs/swrunoutputs.h"
#include "swtestdata.h"
#include "swtestrun.h"

#include "qgsprocessingcontext.h"
#include "qgsprocessingparameters.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

namespace
{
  struct ExampleRow
  {
    SwRowSchema schema;
    SwColumn<QString> relation{ schema, QStringLiteral( "relation" ) };
    SwColumn<double> distanceFt{ schema, QStringLiteral( "distance_ft" ) };
    SwColumn<bool> qualifies{ schema, QStringLiteral( "qualifies" ) };
    SwColumn<long long> groupId{ schema, QStringLiteral( "group_id" ) };
  };

  QString refusal( const std::function<void()> &call )
  {
    try
    {
      call();
    }
    catch ( QgsProcessingException &e )
    {
      return e.what();
    }
    return QString();
  }
} // namespace

TEST( RowSchema, ColumnsTakeTheirPlacesAndTypesInDeclarationOrder )
{
  const ExampleRow row;
  const QgsFields fields = row.schema.fields();
  ASSERT_EQ( fields.count(), 4 );
  EXPECT_EQ( fields.at( 0 ).name(), QStringLiteral( "relation" ) );
  EXPECT_EQ( fields.at( 0 ).type(), SW_VARIANT_TYPE( QString ) );
  EXPECT_EQ( fields.at( 1 ).name(), QStringLiteral( "distance_ft" ) );
  EXPECT_EQ( fields.at( 1 ).type(), SW_VARIANT_TYPE( Double ) );
  EXPECT_EQ( fields.at( 2 ).type(), SW_VARIANT_TYPE( Bool ) );
  EXPECT_EQ( fields.at( 3 ).type(), SW_VARIANT_TYPE( LongLong ) );
  EXPECT_EQ( row.distanceFt.index(), 1 );
  EXPECT_EQ( row.schema.indexOf( QStringLiteral( "group_id" ) ), 3 );
}

TEST( RowSchema, ValuesAreWrittenAndReadByColumn )
{
  const ExampleRow columns;
  QgsAttributes row = columns.schema.emptyRow();
  ASSERT_EQ( row.size(), 4 );
  EXPECT_TRUE( columns.distanceFt.isNull( row ) );
  columns.relation.set( row, QStringLiteral( "inside" ) );
  columns.distanceFt.set( row, 199.5 );
  columns.qualifies.set( row, true );
  columns.groupId.setVariant( row, QVariant() );
  EXPECT_EQ( row.at( 0 ).toString(), QStringLiteral( "inside" ) );
  EXPECT_DOUBLE_EQ( columns.distanceFt.value( row ), 199.5 );
  EXPECT_TRUE( columns.qualifies.value( row ) );
  EXPECT_TRUE( columns.groupId.isNull( row ) );
  columns.distanceFt.setNull( row );
  EXPECT_TRUE( row.at( 1 ).isNull() );
}

TEST( ParameterReader, NumbersAreCheckedAndMessagesNameTheParameter )
{
  QgsProcessingContext context;
  const QVariantMap parameters{ { QStringLiteral( "DISTANCE" ), QStringLiteral( "nan" ) },
                                { QStringLiteral( "LIMIT" ), QStringLiteral( "inf" ) },
                                { QStringLiteral( "NEGATIVE" ), -1 },
                                { QStringLiteral( "ZERO" ), 0 },
                                { QStringLiteral( "TEXT" ), QStringLiteral( "two hundred" ) },
                                { QStringLiteral( "GOOD" ), QStringLiteral( "199.5" ) },
                                { QStringLiteral( "BLANK" ), QStringLiteral( "  " ) } };
  const SwParameterReader reader( parameters, context );
  const SwNumberRange feet = SwNumberRange::atLeastZero( QStringLiteral( "feet" ) );
  EXPECT_EQ( refusal( [&]
                      { reader.number( QStringLiteral( "DISTANCE" ), 200, feet ); } ),
             QStringLiteral( "DISTANCE must be a number of feet, 0 or more; got 'nan'" ) );
  EXPECT_EQ( refusal( [&]
                      { reader.number( QStringLiteral( "LIMIT" ), 200, feet ); } ),
             QStringLiteral( "LIMIT must be a number of feet, 0 or more; got 'inf'" ) );
  EXPECT_EQ( refusal( [&]
                      { reader.number( QStringLiteral( "NEGATIVE" ), 200, feet ); } ),
             QStringLiteral( "NEGATIVE must be a number of feet, 0 or more; got '-1'" ) );
  EXPECT_EQ( refusal( [&]
                      { reader.number( QStringLiteral( "TEXT" ), 200, feet ); } ),
             QStringLiteral( "TEXT must be a number of feet, 0 or more; got 'two hundred'" ) );
  EXPECT_EQ( refusal( [&]
                      { reader.number( QStringLiteral( "ZERO" ), 1, SwNumberRange::aboveZero( QStringLiteral( "feet" ) ) ); } ),
             QStringLiteral( "ZERO must be a number of feet greater than 0; got '0'" ) );
  EXPECT_EQ( refusal( [&]
                      { reader.number( QStringLiteral( "ZERO" ), 1, SwNumberRange::aboveZero() ); } ),
             QStringLiteral( "ZERO must be a number greater than 0; got '0'" ) );
  EXPECT_DOUBLE_EQ( reader.number( QStringLiteral( "ZERO" ), 7, feet ), 0 );
  EXPECT_DOUBLE_EQ( reader.number( QStringLiteral( "GOOD" ), 7, feet ), 199.5 );
  EXPECT_DOUBLE_EQ( reader.number( QStringLiteral( "BLANK" ), 7, feet ), 7 );
  EXPECT_DOUBLE_EQ( reader.number( QStringLiteral( "ABSENT" ), 7, feet ), 7 );
  EXPECT_FALSE( reader.optionalNumber( QStringLiteral( "ABSENT" ), feet ).has_value() );
}

TEST( ParameterReader, TextListsYesNoAndFields )
{
  QgsProcessingContext context;
  const QVariantMap parameters{ { QStringLiteral( "NAME_FIELD" ), QStringLiteral( " label " ) },
                                { QStringLiteral( "VALUES" ), QStringLiteral( "drinking, public supply,,domestic " ) },
                                { QStringLiteral( "LIST" ), QVariantList{ QStringLiteral( "a" ), QString(), QStringLiteral( " b" ) } },
                                { QStringLiteral( "FLAG" ), QStringLiteral( "no" ) },
                                { QStringLiteral( "BAD_FLAG" ), QStringLiteral( "maybe" ) },
                                { QStringLiteral( "OWNER_FIELD" ), QStringLiteral( "owner_name" ) } };
  const SwParameterReader reader( parameters, context );
  EXPECT_EQ( reader.text( QStringLiteral( "NAME_FIELD" ), QStringLiteral( "name" ) ), QStringLiteral( "label" ) );
  EXPECT_EQ( reader.text( QStringLiteral( "ABSENT" ), QStringLiteral( "name" ) ), QStringLiteral( "name" ) );
  EXPECT_EQ( reader.list( QStringLiteral( "VALUES" ) ), QStringList( { QStringLiteral( "drinking" ), QStringLiteral( "public supply" ), QStringLiteral( "domestic" ) } ) );
  EXPECT_EQ( reader.list( QStringLiteral( "LIST" ) ), QStringList( { QStringLiteral( "a" ), QStringLiteral( "b" ) } ) );
  EXPECT_FALSE( reader.yesNo( QStringLiteral( "FLAG" ), true ) );
  EXPECT_TRUE( reader.yesNo( QStringLiteral( "ABSENT" ), true ) );
  EXPECT_EQ( refusal( [&]
                      { reader.yesNo( QStringLiteral( "BAD_FLAG" ), true ); } ),
             QStringLiteral( "BAD_FLAG must be true or false; got 'maybe'" ) );
  EXPECT_TRUE( reader.anyGiven( { QStringLiteral( "ABSENT" ), QStringLiteral( "FLAG" ) } ) );
  EXPECT_FALSE( reader.anyGiven( { QStringLiteral( "ABSENT" ) } ) );

  QgsFields fields;
  fields.append( QgsField( QStringLiteral( "apn" ), SW_VARIANT_TYPE( QString ) ) );
  fields.append( QgsField( QStringLiteral( "owner" ), SW_VARIANT_TYPE( QString ) ) );
  EXPECT_EQ( refusal( [&]
                      { reader.requiredField( QStringLiteral( "OWNER_FIELD" ), QStringLiteral( "owner" ), fields, QStringLiteral( "PARCELS" ), QStringLiteral( "parcels" ) ); } ),
             QStringLiteral( "OWNER_FIELD 'owner_name' is not a field of PARCELS layer 'parcels' (its fields: apn, owner)" ) );
  EXPECT_EQ( reader.requiredField( QStringLiteral( "ABSENT" ), QStringLiteral( "owner" ), fields, QStringLiteral( "PARCELS" ), QStringLiteral( "parcels" ) ), 1 );
  EXPECT_EQ( reader.optionalField( QStringLiteral( "ABSENT" ), fields, QStringLiteral( "PARCELS" ), QStringLiteral( "parcels" ) ), -1 );
}

TEST( Attributes, YesNoAndNumbersAsPublicDataWritesThem )
{
  for ( const QVariant &yes : { QVariant( QStringLiteral( "Y" ) ), QVariant( QStringLiteral( " yes" ) ), QVariant( QStringLiteral( "TRUE" ) ), QVariant( QStringLiteral( "t" ) ), QVariant( 1 ), QVariant( QStringLiteral( "1" ) ), QVariant( true ) } )
    EXPECT_TRUE( SwAttributes::readsYes( yes ) ) << yes.toString().toStdString();
  for ( const QVariant &no : { QVariant(), QVariant( QStringLiteral( "N" ) ), QVariant( QStringLiteral( "no" ) ), QVariant( 0 ), QVariant( QStringLiteral( "0" ) ), QVariant( false ), QVariant( QStringLiteral( "pending" ) ) } )
    EXPECT_FALSE( SwAttributes::readsYes( no ) ) << no.toString().toStdString();
  EXPECT_DOUBLE_EQ( SwAttributes::finiteNumber( QStringLiteral( "12.5" ) ).value(), 12.5 );
  EXPECT_DOUBLE_EQ( SwAttributes::finiteNumber( 0 ).value(), 0 );
  EXPECT_FALSE( SwAttributes::finiteNumber( QVariant() ).has_value() );
  EXPECT_FALSE( SwAttributes::finiteNumber( QStringLiteral( "n/a" ) ).has_value() );
  EXPECT_FALSE( SwAttributes::finiteNumber( std::nan( "" ) ).has_value() );
  EXPECT_FALSE( SwAttributes::finiteNumber( QStringLiteral( "inf" ) ).has_value() );
}

TEST( Geometry, PolygonalPartDropsTheLinesAndPointsOfAnOverlay )
{
  const QgsGeometry mixed = QgsGeometry::fromWkt( QStringLiteral( "GEOMETRYCOLLECTION(POLYGON((0 0,10 0,10 10,0 10,0 0)),LINESTRING(20 0,30 0),POINT(40 0))" ) );
  const QgsGeometry polygons = SwGeos::polygonalPart( mixed );
  EXPECT_EQ( polygons.type(), SW_GEOMETRY( Polygon ) );
  EXPECT_DOUBLE_EQ( polygons.area(), 100 );
  EXPECT_TRUE( SwGeos::polygonalPart( QgsGeometry::fromWkt( QStringLiteral( "LINESTRING(0 0,1 1)" ) ) ).isNull() );
}

TEST( Warnings, EachWarningReachesTheLogOnceAndIsKept )
{
  SwTestRun::RecordingFeedback feedback;
  SwWarnings warnings( &feedback );
  warnings.add( QStringLiteral( "WELLS: 3 well(s) have no known use" ) );
  warnings.add( QStringLiteral( "WELLS: 3 well(s) have no known use" ) );
  warnings.add( QStringLiteral( "SOILS: layer 'soils' has no features" ) );
  EXPECT_EQ( feedback.warnings, warnings.all() );
  EXPECT_EQ( warnings.all().size(), 2 );
}

TEST( Cancel, ACancelThrowsTheCancelMessage )
{
  QgsFeedback feedback;
  EXPECT_NO_THROW( SwCancel::check( &feedback ) );
  EXPECT_NO_THROW( SwCancel::check( nullptr ) );
  feedback.cancel();
  EXPECT_EQ( refusal( [&]
                      { SwCancel::check( &feedback ); } ),
             QStringLiteral( "Canceled: no output was written" ) );
}

TEST( RunOutputs, AStoppedRunRemovesWhatItStagedAndNothingElse )
{
  QTemporaryDir dir;
  const QString earlier = dir.filePath( QStringLiteral( "earlier.html" ) );
  const QString fresh = dir.filePath( QStringLiteral( "fresh.html" ) );
  {
    QFile file( earlier );
    ASSERT_TRUE( file.open( QIODevice::WriteOnly ) );
    file.write( "earlier" );
  }
  EXPECT_EQ( SwRunOutputs::fileOf( fresh + QStringLiteral( "|layername=screened" ) ), fresh );
  EXPECT_TRUE( SwRunOutputs::fileOf( QStringLiteral( "memory:" ) ).isEmpty() );
  SwRunOutputs outputs;
  for ( const QString &path : { earlier, fresh } )
  {
    const QString staged = outputs.addFile( path, path == earlier ? QStringLiteral( "REPORT" ) : QStringLiteral( "REPORT_PDF" ), SwOutputTarget::Check::Written );
    EXPECT_NE( staged, path );
    EXPECT_TRUE( SwDurableFile::write( staged, "new" ).isEmpty() );
  }
  outputs.fileWritten( QStringLiteral( "REPORT" ) );
  outputs.discard();
  EXPECT_EQ( QDir( dir.path() ).entryList( QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot ), QStringList{ QStringLiteral( "earlier.html" ) } );
  QFile file( earlier );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  EXPECT_EQ( file.readAll(), QByteArray( "earlier" ) );
}

TEST( RunOutputs, ACommitPutsEveryCompleteOutputInPlaceAndLeavesNoStagedFolder )
{
  QTemporaryDir dir;
  const QString report = dir.filePath( QStringLiteral( "report.html" ) );
  const QString unfinished = dir.filePath( QStringLiteral( "unfinished.html" ) );
  SwRunOutputs outputs;
  EXPECT_TRUE( SwDurableFile::write( outputs.addFile( report, QStringLiteral( "REPORT" ), SwOutputTarget::Check::Written ), "report" ).isEmpty() );
  outputs.fileWritten( QStringLiteral( "REPORT" ) );
  outputs.addFile( unfinished, QStringLiteral( "REPORT_PDF" ), SwOutputTarget::Check::Pdf );
  QgsProcessingContext context;
  const QMap<QString, QString> placed = outputs.commit( context );
  EXPECT_EQ( placed.value( QStringLiteral( "REPORT" ) ), report );
  EXPECT_FALSE( placed.contains( QStringLiteral( "REPORT_PDF" ) ) );
  EXPECT_EQ( QDir( dir.path() ).entryList( QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot ), QStringList{ QStringLiteral( "report.html" ) } );
}

TEST( RunOutputs, AnIncompletePdfIsRefusedAndTheEarlierOneStays )
{
  QTemporaryDir dir;
  const QString pdf = dir.filePath( QStringLiteral( "report.pdf" ) );
  ASSERT_TRUE( SwDurableFile::write( pdf, "%PDF-1.4 earlier\n%%EOF\n" ).isEmpty() );
  SwRunOutputs outputs;
  // What a PDF writer leaves on a full disk: the start of a PDF, no trailer.
  EXPECT_TRUE( SwDurableFile::write( outputs.addFile( pdf, QStringLiteral( "REPORT_PDF" ), SwOutputTarget::Check::Pdf ), "%PDF-1.4 cut short" ).isEmpty() );
  outputs.fileWritten( QStringLiteral( "REPORT_PDF" ) );
  QgsProcessingContext context;
  EXPECT_EQ( refusal( [&]
                      { outputs.commit( context ); } ),
             QStringLiteral( "REPORT_PDF: the PDF written for %1 is incomplete (is the disk full?); the earlier file, if any, is unchanged" ).arg( pdf ) );
  outputs.discard();
  EXPECT_TRUE( SwDurableFile::isCompletePdf( pdf ) );
}

// A feedback that cancels the run once the first batch of parcels is done.
class CancelAfterFirstBatch : public SwTestRun::RecordingFeedback
{
public:
  void setProgressText( const QString & ) override {}
  void onProgress()
  {
    if ( progress() > 0 )
      cancel();
  }
};

TEST( RunOutputs, ACancelledRunLeavesNoOutputOfAnyKind )
{
  QTemporaryDir dir;
  const QString output = dir.filePath( QStringLiteral( "esa.gpkg" ) );
  const QString zone = dir.filePath( QStringLiteral( "zone.gpkg" ) );
  CancelAfterFirstBatch feedback;
  QObject::connect( &feedback, &QgsFeedback::progressChanged, [&feedback]( double )
                    { feedback.onProgress(); } );
  // The sample city's 3,107 parcels make two batches: the cancel lands between them.
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "SENSITIVE_AREAS" ), SwTestData::sampleLayer( QStringLiteral( "esa" ) ) }, { QStringLiteral( "OUTPUT" ), output }, { QStringLiteral( "ADJACENCY_ZONE" ), zone } }, &feedback );
  EXPECT_FALSE( run.ok );
  EXPECT_EQ( run.error, QStringLiteral( "Canceled: no output was written" ) );
  EXPECT_FALSE( QFile::exists( output ) );
  EXPECT_FALSE( QFile::exists( zone ) );
}

TEST( MainJob, OneSensitiveAreaLayerGivenAsTextIsScreened )
{
  QTemporaryDir dir;
  const QString output = dir.filePath( QStringLiteral( "screened.gpkg" ) );
  // One layer, as a plain string (a command line's --SENSITIVE_AREAS=city.gpkg|layername=esa).
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "SENSITIVE_AREAS" ), SwTestData::sampleLayer( QStringLiteral( "esa" ) ) }, { QStringLiteral( "OUTPUT" ), output } } );
  ASSERT_TRUE( run.ok ) << run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
  const QMap<QString, QgsFeature> byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
  // The answer key's planted cases E1-E3: 199, 200 and 201 ft from the ESA "Hilltop Bluff Habitat".
  EXPECT_EQ( byApn.value( QStringLiteral( "7004-001-007" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "directly_adjacent" ) );
  EXPECT_NEAR( byApn.value( QStringLiteral( "7004-001-007" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 199, 1e-6 );
  EXPECT_EQ( byApn.value( QStringLiteral( "7004-001-008" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "directly_adjacent" ) );
  EXPECT_EQ( byApn.value( QStringLiteral( "7004-001-009" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "outside" ) );
  EXPECT_NEAR( byApn.value( QStringLiteral( "7004-001-009" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 201, 1e-6 );
  EXPECT_EQ( byApn.value( QStringLiteral( "7004-001-007" ) ).attribute( QStringLiteral( "flags" ) ).toString(), QStringLiteral( "esa_adjacent" ) );
}

TEST( RunOutputs, AZoneMapAskedForByTheDialogIsWritten )
{
  // The QGIS dialog hands outputs as layer definitions, whose text form is empty.
  QTemporaryDir dir;
  const QString zones = dir.filePath( QStringLiteral( "zones.gpkg" ) );
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:infeasibility" ), { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "WELLS" ), SwTestData::sampleLayer( QStringLiteral( "wells" ) ) }, { QStringLiteral( "OUTPUT" ), QVariant::fromValue( QgsProcessingOutputLayerDefinition( dir.filePath( QStringLiteral( "parcels.gpkg" ) ) ) ) }, { QStringLiteral( "ZONES" ), QVariant::fromValue( QgsProcessingOutputLayerDefinition( zones ) ) } } );
  ASSERT_TRUE( run.ok ) << run.error.toStdString();
  EXPECT_EQ( run.outputs.value( QStringLiteral( "ZONES" ) ).toString(), zones );
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( zones );
  ASSERT_TRUE( layer->isValid() );
  // One row per screened condition: only WELLS was given.
  EXPECT_EQ( layer->featureCount(), 1 );
}

TEST( MainJob, OneSensitiveAreaLayerGivenAsTextIsScreenedAlone )
{
  // The single screen takes one layer as text too: the same three planted distances.
  QTemporaryDir dir;
  const QString output = dir.filePath( QStringLiteral( "esa.gpkg" ) );
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "SENSITIVE_AREAS" ), SwTestData::sampleLayer( QStringLiteral( "esa" ) ) }, { QStringLiteral( "OUTPUT" ), output } } );
  ASSERT_TRUE( run.ok ) << run.error.toStdString();
  EXPECT_TRUE( run.infos.contains( QStringLiteral( "Sensitive areas: 5 from 'esa' (EPSG:2229)" ) ) ) << run.infos.join( '\n' ).toStdString();
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
  const QMap<QString, QgsFeature> byApn = SwTestData::featuresBy( layer.get(), QStringLiteral( "apn" ) );
  EXPECT_NEAR( byApn.value( QStringLiteral( "7004-001-007" ) ).attribute( QStringLiteral( "esa_distance_ft" ) ).toDouble(), 199, 1e-6 );
  EXPECT_EQ( byApn.value( QStringLiteral( "7004-001-009" ) ).attribute( QStringLiteral( "esa_relation" ) ).toString(), QStringLiteral( "outside" ) );
}

TEST( MainJob, OnlyQualifyingWritesTheFlaggedParcelsAndThoseNotEvaluated )
{
  QTemporaryDir dir;
  const QVariantMap inputs{ { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "SENSITIVE_AREAS" ), SwTestData::sampleLayer( QStringLiteral( "esa" ) ) } };
  // Counted from the single ESA screen's own output: inside or directly adjacent, or not evaluated.
  QVariantMap single = inputs;
  single.insert( QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "esa.gpkg" ) ) );
  ASSERT_TRUE( SwTestRun::run( QStringLiteral( "stormwater:esaadjacency" ), single ).ok );
  std::unique_ptr<QgsVectorLayer> esa = SwTestData::openLayer( dir.filePath( QStringLiteral( "esa.gpkg" ) ) );
  QSet<QString> expected;
  QgsFeature feature;
  QgsFeatureIterator it = esa->getFeatures();
  while ( it.nextFeature( feature ) )
  {
    const QString relation = feature.attribute( QStringLiteral( "esa_relation" ) ).toString();
    const QString status = feature.attribute( QStringLiteral( "status" ) ).toString();
    if ( relation == QLatin1String( "inside" ) || relation == QLatin1String( "directly_adjacent" ) || ( status != QLatin1String( "ok" ) && status != QLatin1String( "repaired" ) ) )
      expected.insert( feature.attribute( QStringLiteral( "apn" ) ).toString() );
  }
  ASSERT_GT( expected.size(), 3 );

  QVariantMap combined = inputs;
  combined.insert( QStringLiteral( "ONLY_QUALIFYING" ), true );
  combined.insert( QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "flagged.gpkg" ) ) );
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), combined );
  ASSERT_TRUE( run.ok ) << run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> flagged = SwTestData::openLayer( dir.filePath( QStringLiteral( "flagged.gpkg" ) ) );
  const QMap<QString, QgsFeature> byApn = SwTestData::featuresBy( flagged.get(), QStringLiteral( "apn" ) );
  EXPECT_EQ( flagged->featureCount(), expected.size() );
  EXPECT_EQ( QSet<QString>( byApn.keyBegin(), byApn.keyEnd() ), expected );
  EXPECT_TRUE( run.infos.contains( QStringLiteral( "3107 parcels screened, %1 written" ).arg( expected.size() ) ) ) << run.infos.join( '\n' ).toStdString();
}

TEST( MainJob, WritesTheInfeasibilityZonesMap )
{
  QTemporaryDir dir;
  const QString zones = dir.filePath( QStringLiteral( "zones.gpkg" ) );
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "WELLS" ), SwTestData::sampleLayer( QStringLiteral( "wells" ) ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "screened.gpkg" ) ) }, { QStringLiteral( "ZONES" ), zones } } );
  ASSERT_TRUE( run.ok ) << run.error.toStdString();
  EXPECT_EQ( run.outputs.value( QStringLiteral( "ZONES" ) ).toString(), zones );
  std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( zones );
  ASSERT_TRUE( layer->isValid() );
  // One row per screened condition: only WELLS was given.
  ASSERT_EQ( layer->featureCount(), 1 );
  QgsFeature feature;
  layer->getFeatures().nextFeature( feature );
  EXPECT_EQ( feature.attribute( QStringLiteral( "condition" ) ).toString(), QStringLiteral( "drinking_well" ) );

  // Without the screen's inputs the map is written empty, and the log says why.
  const QString empty = dir.filePath( QStringLiteral( "nozones.gpkg" ) );
  const SwTestRun::Result skipped = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), { { QStringLiteral( "PARCELS" ), SwTestData::sampleLayer( QStringLiteral( "parcels" ) ) }, { QStringLiteral( "SENSITIVE_AREAS" ), SwTestData::sampleLayer( QStringLiteral( "esa" ) ) }, { QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "esa.gpkg" ) ) }, { QStringLiteral( "ZONES" ), empty } } );
  ASSERT_TRUE( skipped.ok ) << skipped.error.toStdString();
  EXPECT_TRUE( skipped.warnings.contains( QStringLiteral( "ZONES: the technical infeasibility screen was skipped (its inputs were not given), so the zones map is empty" ) ) ) << skipped.warnings.join( '\n' ).toStdString();
  EXPECT_EQ( SwTestData::openLayer( empty )->featureCount(), 0 );
}

// A warning names the first 20 parcels in input order, whichever thread met them first, and counts the rest.
TEST( ParcelTally, NamesTheFirstTwentyInInputOrderAndCountsTheRest )
{
  SwParcelTally tally;
  // Met from the last to the first, as worker threads may.
  for ( long long index = 29; index >= 0; --index )
    tally.add( index, index == 4 ? QString() : QStringLiteral( "A%1" ).arg( index ) );
  const SwParcelSample sample = tally.sample();
  EXPECT_EQ( sample.count(), 30 );
  ASSERT_EQ( sample.names().size(), 20 );
  EXPECT_EQ( sample.names().first(), QStringLiteral( "A0" ) );
  EXPECT_EQ( sample.names().at( 4 ), QStringLiteral( "input parcel 5 (no APN)" ) );
  EXPECT_EQ( sample.names().last(), QStringLiteral( "A19" ) );
  EXPECT_TRUE( sample.named().endsWith( QStringLiteral( ", A19 (the first 20 of 30)" ) ) ) << sample.named().toStdString();

  SwParcelSample few;
  few.add( 7, QStringLiteral( "7001-012-001" ) );
  few.add( 2, QStringLiteral( "7001-001-001" ) );
  EXPECT_EQ( few.named(), QStringLiteral( "APN 7001-001-001, 7001-012-001" ) );
  EXPECT_EQ( SwParcelSample().named(), QString() );
}

// Issue 47: every lookup by APN keeps its parcels here, so a repeated number
// is found with all its parcels and named the same way everywhere.
TEST( ParcelNumberIndex, FindsEveryParcelOfANumberAndNamesTheRepeatedOnes )
{
  SwParcelNumberIndex index;
  index.add( QStringLiteral( " 7004-001-007 " ), 3 );
  index.add( QStringLiteral( "7004001007" ), 9 );
  index.add( QStringLiteral( "7004-001-008" ), 4 );
  index.add( QString(), 5 ); // no number: not a parcel found by number
  EXPECT_EQ( index.parcels( QStringLiteral( "7004 001 007" ) ), QList<long long>( { 3, 9 } ) );
  EXPECT_EQ( index.parcels( QStringLiteral( "7004-001-008" ) ), QList<long long>( { 4 } ) );
  EXPECT_TRUE( index.parcels( QStringLiteral( "7004-001-009" ) ).isEmpty() );
  EXPECT_TRUE( index.isRepeated( QStringLiteral( "7004001007" ) ) );
  EXPECT_FALSE( index.isRepeated( QStringLiteral( "7004-001-008" ) ) );
  EXPECT_TRUE( index.contains( QStringLiteral( "7004001008" ) ) );
  EXPECT_FALSE( index.contains( QString() ) );
  // As the layer first wrote it.
  EXPECT_EQ( index.written( QStringLiteral( "7004001007" ) ), QStringLiteral( "7004-001-007" ) );
  EXPECT_EQ( index.repeated(), QStringList( { QStringLiteral( "7004-001-007" ) } ) );
  EXPECT_EQ( index.repeatedNamed(), QStringLiteral( "7004-001-007 (2 parcels)" ) );

  // Thirteen repeated numbers: the first ten named, in the order first repeated, and the count.
  SwParcelNumberIndex many;
  for ( int i = 1; i <= 13; ++i )
  {
    many.add( QStringLiteral( "100-%1" ).arg( i, 3, 10, QLatin1Char( '0' ) ), i );
    many.add( QStringLiteral( "100-%1" ).arg( i, 3, 10, QLatin1Char( '0' ) ), 100 + i );
  }
  many.add( QStringLiteral( "100-001" ), 200 );
  EXPECT_EQ( many.repeatedNamed(), QStringLiteral( "100-001 (3 parcels), 100-002 (2 parcels), 100-003 (2 parcels), 100-004 (2 parcels), 100-005 (2 parcels), 100-006 (2 parcels), 100-007 (2 parcels), 100-008 (2 parcels), 100-009 (2 parcels), 100-010 (2 parcels) (the first 10 of 13)" ) );
}
