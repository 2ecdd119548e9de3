/***************************************************************************
  test_lidalgorithm.cpp: stormwater:lidapplicability end to end. A table of
  projects joined by APN to screened parcels (esa_relation, hillside,
  impervious_sqft) whose values decide the ESA and hillside categories and
  the existing impervious area; a point project found in its parcel; a
  polygon over two parcels; every project written once; bad inputs refused
  naming the parameter and the field.
 ***************************************************************************/
#include "core/compat.h"
#include "lid/swprojectfields.h"
#include "notices/swcsv.h"
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestfiles.h"
#include "swtestrun.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace
{
  using Row = SwTestData::Row;
  using SwTestFeature::point;
  using SwTestFeature::rect;

  struct City
  {
    QTemporaryDir dir;
    QString parcels;
    QString gpkg() const { return dir.path() + QStringLiteral( "/city.gpkg" ); }
  };

  // Four screened parcels 100 ft square, side by side; the last one the screens left undecided.
  void writeParcels( City &city )
  {
    const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "esa_relation:string" ), QStringLiteral( "hillside:int" ), QStringLiteral( "impervious_sqft:double" ) } );
    city.parcels = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                           { Row{ rect( 0, 0, 100, 100 ), { QStringLiteral( "100-001" ), QStringLiteral( "inside" ), 0, 0.0 } },
                                             Row{ rect( 100, 0, 200, 100 ), { QStringLiteral( "100-002" ), QStringLiteral( "outside" ), 1, 0.0 } },
                                             Row{ rect( 200, 0, 300, 100 ), { QStringLiteral( "100-003" ), QStringLiteral( "outside" ), 0, 8000.0 } },
                                             Row{ rect( 300, 0, 400, 100 ), { QStringLiteral( "100-004" ), QVariant(), QVariant(), QVariant(), QVariant(), QVariant() } } } );
    ASSERT_FALSE( city.parcels.isEmpty() );
  }

  QgsFields projectFields()
  {
    return SwTestData::fields( { QStringLiteral( "pid:string" ), QStringLiteral( "apn:string" ), QStringLiteral( "use:string" ), QStringLiteral( "new_sqft:double" ), QStringLiteral( "site_sqft:double" ), QStringLiteral( "disturbed:double" ), QStringLiteral( "habitat:string" ), QStringLiteral( "exemption:string" ), QStringLiteral( "replaced_sqft:double" ), QStringLiteral( "prior:string" ) } );
  }

  QVariantMap fieldParameters()
  {
    return { { QStringLiteral( "PROJECT_USE_FIELD" ), QStringLiteral( "use" ) },
             { QStringLiteral( "NEW_IMPERVIOUS_SQFT_FIELD" ), QStringLiteral( "new_sqft" ) },
             { QStringLiteral( "SITE_SQFT_FIELD" ), QStringLiteral( "site_sqft" ) },
             { QStringLiteral( "DISTURBED_SQFT_FIELD" ), QStringLiteral( "disturbed" ) },
             { QStringLiteral( "HABITAT_IMPACT_FIELD" ), QStringLiteral( "habitat" ) },
             { QStringLiteral( "EXEMPTION_FIELD" ), QStringLiteral( "exemption" ) },
             { QStringLiteral( "REPLACED_IMPERVIOUS_SQFT_FIELD" ), QStringLiteral( "replaced_sqft" ) },
             { QStringLiteral( "PRIOR_REQUIREMENTS_FIELD" ), QStringLiteral( "prior" ) } };
  }

  struct Answered
  {
    SwTestRun::Result run;
    QMap<QString, QgsFeature> byPid;
    long long count = 0;
  };

  Answered answer( const QString &input, const QString &parcels, const QString &output, QVariantMap parameters )
  {
    parameters.insert( QStringLiteral( "INPUT" ), input );
    if ( !parcels.isEmpty() )
      parameters.insert( QStringLiteral( "PARCELS" ), parcels );
    parameters.insert( QStringLiteral( "OUTPUT" ), output );
    Answered a;
    a.run = SwTestRun::run( QStringLiteral( "stormwater:lidapplicability" ), parameters );
    if ( !a.run.ok )
      return a;
    std::unique_ptr<QgsVectorLayer> layer = SwTestData::openLayer( output );
    a.count = layer->featureCount();
    a.byPid = SwTestData::featuresBy( layer.get(), QStringLiteral( "pid" ) );
    return a;
  }

  QString text( const QgsFeature &f, const char *field )
  {
    return SwTestFeature::text( f, field );
  }
} // namespace

TEST( LidAlgorithm, TableJoinedByApnTakesTheScreensFromParcels )
{
  City city;
  writeParcels( city );
  const QString projects = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "projects" ), QStringLiteral( "None" ), QStringLiteral( "EPSG:2229" ), projectFields(),
                                                   { Row{ QString(), { QStringLiteral( "A" ), QStringLiteral( "100-001" ), QStringLiteral( "other" ), 3000.0, QVariant(), 3000.0, QStringLiteral( "yes" ), QVariant(), QVariant(), QVariant() } },
                                                     Row{ QString(), { QStringLiteral( "B" ), QStringLiteral( "100002" ), QStringLiteral( "single_family" ), 100.0, QVariant(), 100.0, QVariant(), QVariant(), QVariant(), QVariant() } },
                                                     Row{ QString(), { QStringLiteral( "C" ), QStringLiteral( "100-003" ), QStringLiteral( "restaurant" ), 0.0, 4000.0, 5000.0, QVariant(), QVariant(), 5000.0, QStringLiteral( "no" ) } },
                                                     Row{ QString(), { QStringLiteral( "D" ), QStringLiteral( "100-004" ), QStringLiteral( "single_family" ), 100.0, QVariant(), 100.0, QVariant(), QVariant(), QVariant(), QVariant() } },
                                                     Row{ QString(), { QStringLiteral( "E" ), QStringLiteral( "999-999" ), QStringLiteral( "other" ), 3000.0, QVariant(), 3000.0, QStringLiteral( "yes" ), QVariant(), QVariant(), QVariant() } },
                                                     Row{ QString(), { QStringLiteral( "F" ), QStringLiteral( "100-003" ), QStringLiteral( "restaurant" ), 0.0, 4000.0, 5000.0, QVariant(), QStringLiteral( "no_permit" ), 5000.0, QStringLiteral( "no" ) } } } );
  QVariantMap parameters = fieldParameters();
  parameters.insert( QStringLiteral( "APN_FIELD" ), QStringLiteral( "apn" ) );
  const Answered a = answer( projects, city.parcels, city.dir.path() + QStringLiteral( "/lid.gpkg" ), parameters );
  ASSERT_TRUE( a.run.ok ) << a.run.error.toStdString();
  EXPECT_EQ( a.count, 6 );
  EXPECT_EQ( a.byPid.keys(), QStringList( { "A", "B", "C", "D", "E", "F" } ) );

  // A: inside the ESA (from the parcel), habitat impact, 3,000 sq ft: SHMC 12.16.114(C)(9); the parcel's 0 sq ft impervious: new development.
  const QgsFeature &pa = a.byPid[QStringLiteral( "A" )];
  EXPECT_EQ( text( pa, "lid_required" ), QStringLiteral( "yes" ) );
  EXPECT_TRUE( text( pa, "categories" ).endsWith( QStringLiteral( "(SHMC 12.16.114(C)(9))" ) ) ) << text( pa, "categories" ).toStdString();
  EXPECT_EQ( text( pa, "plan" ), QStringLiteral( "lid_plan" ) );
  EXPECT_EQ( text( pa, "mitigation_scope" ), QStringLiteral( "entire_project" ) );
  EXPECT_EQ( text( pa, "status" ), QStringLiteral( "ok" ) );
  EXPECT_EQ( text( pa, "parcel_apn" ), QStringLiteral( "100-001" ) );
  // B: the permit system writes the APN without its dash; the same parcel, named as PARCELS writes it. A hillside property: (C)(10).
  EXPECT_EQ( text( a.byPid[QStringLiteral( "B" )], "parcel_apn" ), QStringLiteral( "100-002" ) );
  EXPECT_EQ( text( a.byPid[QStringLiteral( "B" )], "categories" ), QStringLiteral( "single-family hillside property (LID plan with the mitigation measures of 12.16.114(D)(1)) (SHMC 12.16.114(C)(10), (D)(1); definition EE)" ) );
  // C: 8,000 sq ft existing on the parcel, 5,000 replaced, built before post-construction requirements: (C)(11)(a), 62.5% > 50%: (C)(11)(b).
  const QgsFeature &pc = a.byPid[QStringLiteral( "C" )];
  EXPECT_EQ( text( pc, "categories" ).section( QLatin1Char( ' ' ), 0, 0 ), QStringLiteral( "redevelopment" ) );
  EXPECT_EQ( text( pc, "mitigation_scope" ), QStringLiteral( "entire_project" ) );
  EXPECT_DOUBLE_EQ( SwTestFeature::number( pc, "altered_pct" ), 62.5 );
  EXPECT_TRUE( text( pc, "citation" ).contains( QStringLiteral( "SHMC 12.16.114(C)(11)(b)" ) ) ) << text( pc, "citation" ).toStdString();
  // D: the screens left the parcel undecided: undecided, never no.
  const QgsFeature &pd = a.byPid[QStringLiteral( "D" )];
  EXPECT_EQ( text( pd, "lid_required" ), QStringLiteral( "undecided" ) );
  EXPECT_EQ( text( pd, "status" ), QStringLiteral( "undecided" ) );
  EXPECT_TRUE( text( pd, "missing_inputs" ).contains( QStringLiteral( "whether the parcel is a hillside property (the hillside screen's hillside field in PARCELS): the screen left APN 100-004 undecided" ) ) ) << text( pd, "missing_inputs" ).toStdString();
  // E: an APN PARCELS lacks: the ESA relation is asked for, the small-site plan is needed anyway.
  const QgsFeature &pe = a.byPid[QStringLiteral( "E" )];
  EXPECT_EQ( text( pe, "lid_required" ), QStringLiteral( "yes" ) );
  EXPECT_EQ( text( pe, "status" ), QStringLiteral( "undecided_plan" ) );
  EXPECT_TRUE( text( pe, "missing_inputs" ).contains( QStringLiteral( "APN 999-999 is not in PARCELS" ) ) ) << text( pe, "missing_inputs" ).toStdString();
  // F: exempt, (F)(6).
  const QgsFeature &pf = a.byPid[QStringLiteral( "F" )];
  EXPECT_EQ( text( pf, "lid_required" ), QStringLiteral( "no" ) );
  EXPECT_EQ( text( pf, "plan" ), QStringLiteral( "none" ) );
  EXPECT_TRUE( text( pf, "exemption" ).endsWith( QStringLiteral( "(SHMC 12.16.114(F)(6), 12.16.116(D)(6))" ) ) );
}

TEST( LidAlgorithm, PointAndPolygonProjectsAreFoundByLocation )
{
  City city;
  writeParcels( city );
  const QString points = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "points" ), QStringLiteral( "Point" ), QStringLiteral( "EPSG:2229" ), projectFields(),
                                                 { Row{ point( 50, 50 ), { QStringLiteral( "P" ), QVariant(), QStringLiteral( "other" ), 2500.0, QVariant(), 3000.0, QStringLiteral( "yes" ), QVariant(), QVariant(), QVariant() } },
                                                   Row{ point( 1000, 1000 ), { QStringLiteral( "Q" ), QVariant(), QStringLiteral( "other" ), 2500.0, QVariant(), 3000.0, QStringLiteral( "yes" ), QVariant(), QVariant(), QVariant() } } } );
  const Answered p = answer( points, city.parcels, city.dir.path() + QStringLiteral( "/points.gpkg" ), fieldParameters() );
  ASSERT_TRUE( p.run.ok ) << p.run.error.toStdString();
  EXPECT_EQ( p.count, 2 );
  EXPECT_EQ( text( p.byPid[QStringLiteral( "P" )], "parcel_apn" ), QStringLiteral( "100-001" ) );
  EXPECT_EQ( text( p.byPid[QStringLiteral( "P" )], "plan" ), QStringLiteral( "lid_plan" ) ); // inside the ESA, 2,500 sq ft: (C)(9)
  EXPECT_TRUE( text( p.byPid[QStringLiteral( "Q" )], "missing_inputs" ).contains( QStringLiteral( "the project's geometry is on no parcel of PARCELS" ) ) );

  // A polygon over parcels 100-002 (hillside) and 100-003 (8,000 sq ft impervious): hillside, 8,000 existing.
  const QString polygons = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "sites" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), projectFields(),
                                                   { Row{ rect( 150, 10, 250, 90 ), { QStringLiteral( "S" ), QVariant(), QStringLiteral( "single_family" ), 0.0, QVariant(), 3000.0, QVariant(), QVariant(), 2000.0, QVariant() } } } );
  const Answered s = answer( polygons, city.parcels, city.dir.path() + QStringLiteral( "/sites.gpkg" ), fieldParameters() );
  ASSERT_TRUE( s.run.ok ) << s.run.error.toStdString();
  const QgsFeature &site = s.byPid[QStringLiteral( "S" )];
  EXPECT_EQ( text( site, "parcel_apn" ), QStringLiteral( "100-002, 100-003" ) );
  EXPECT_EQ( text( site, "plan" ), QStringLiteral( "lid_plan" ) );
  EXPECT_EQ( text( site, "mitigation_scope" ), QStringLiteral( "altered_portion_only" ) ); // 2,000 of 8,000 replaced: 25%, and under 5,000 not redevelopment (definition HHH): the alteration only
  EXPECT_DOUBLE_EQ( SwTestFeature::number( site, "altered_pct" ), 25.0 );
}

TEST( LidAlgorithm, BadInputsNameTheParameterAndTheField )
{
  City city;
  writeParcels( city );
  const QString projects = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "projects" ), QStringLiteral( "None" ), QStringLiteral( "EPSG:2229" ), projectFields(),
                                                   { Row{ QString(), { QStringLiteral( "A" ), QStringLiteral( "100-001" ), QStringLiteral( "other" ), 3000.0, QVariant(), 3000.0, QStringLiteral( "yes" ), QVariant(), QVariant(), QVariant() } } } );
  QVariantMap parameters = fieldParameters();
  parameters.insert( QStringLiteral( "APN_FIELD" ), QStringLiteral( "apn" ) );
  parameters.insert( QStringLiteral( "DISTURBED_SQFT_FIELD" ), QStringLiteral( "graded_sqft" ) );
  const Answered missingField = answer( projects, city.parcels, city.dir.path() + QStringLiteral( "/a.gpkg" ), parameters );
  EXPECT_FALSE( missingField.run.ok );
  EXPECT_TRUE( missingField.run.error.contains( QStringLiteral( "DISTURBED_SQFT_FIELD" ) ) && missingField.run.error.contains( QStringLiteral( "graded_sqft" ) ) ) << missingField.run.error.toStdString();

  // APN_FIELD left out, as the dialog leaves it: the table's own 'apn' is read
  // (issue 49: the first run from the dialog failed "name INPUT's APN field").
  const Answered apnFound = answer( projects, city.parcels, city.dir.path() + QStringLiteral( "/b.gpkg" ), fieldParameters() );
  ASSERT_TRUE( apnFound.run.ok ) << apnFound.run.error.toStdString();
  EXPECT_EQ( text( apnFound.byPid[QStringLiteral( "A" )], "parcel_apn" ), QStringLiteral( "100-001" ) );
  EXPECT_EQ( apnFound.run.infos.filter( QStringLiteral( "INPUT: read " ) ).value( 0 ).left( 40 ), QStringLiteral( "INPUT: read apn from 'apn', disturbed_sq" ) );

  // A table whose parcel number is under a name of its own, not chosen: refused, naming the parameter.
  const QString unnamed = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "permits" ), QStringLiteral( "None" ), QStringLiteral( "EPSG:2229" ), SwTestData::fields( { QStringLiteral( "pid:string" ), QStringLiteral( "permit_parcel:string" ), QStringLiteral( "use:string" ) } ),
                                                  { Row{ QString(), { QStringLiteral( "A" ), QStringLiteral( "100-001" ), QStringLiteral( "other" ) } } } );
  const Answered noApn = answer( unnamed, city.parcels, city.dir.path() + QStringLiteral( "/c.gpkg" ), { { QStringLiteral( "PROJECT_USE_FIELD" ), QStringLiteral( "use" ) } } );
  EXPECT_FALSE( noApn.run.ok );
  EXPECT_TRUE( noApn.run.error.startsWith( QStringLiteral( "APN_FIELD: INPUT is a table without geometry" ) ) ) << noApn.run.error.toStdString();
}

// The answers as a CSV file for the plan checker's spreadsheet: an applicant's
// name that would run as a formula is text there, and reads back as given.
// Cells by hand: a leading =, +, -, @ or apostrophe gets one apostrophe more.
TEST( LidAlgorithm, ACsvOfTheAnswersRunsNoFormula )
{
  City city;
  writeParcels( city );
  QgsFields fields = projectFields();
  fields.append( QgsField( QStringLiteral( "applicant" ), SW_VARIANT_TYPE( QString ) ) );
  const auto project = [&]( const char *pid, const QString &applicant )
  { return Row{ QString(), { QString::fromLatin1( pid ), QStringLiteral( "100-003" ), QStringLiteral( "restaurant" ), 5000.0, 4000.0, 5000.0, QVariant(), QVariant(), QVariant(), QVariant(), applicant } }; };
  const QString projects = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "projects" ), QStringLiteral( "None" ), QStringLiteral( "EPSG:2229" ), fields,
                                                   { project( "A", QStringLiteral( "=HYPERLINK(\"http://x\",\"y\")" ) ),
                                                     project( "B", QStringLiteral( "@SUM(1)" ) ),
                                                     project( "C", QStringLiteral( "-2+3+cmd|' /C calc'!A0" ) ),
                                                     project( "D", QStringLiteral( "'=not a formula" ) ),
                                                     project( "E", QStringLiteral( "Rivera & Sons, Inc." ) ) } );
  QVariantMap parameters = fieldParameters();
  parameters.insert( QStringLiteral( "APN_FIELD" ), QStringLiteral( "apn" ) );
  parameters.insert( QStringLiteral( "INPUT" ), projects );
  parameters.insert( QStringLiteral( "PARCELS" ), city.parcels );
  const QString csv = city.dir.filePath( QStringLiteral( "lid.csv" ) );
  parameters.insert( QStringLiteral( "OUTPUT" ), csv );
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:lidapplicability" ), parameters );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();

  const QList<QStringList> raw = SwTestFiles::readCsv( csv );
  ASSERT_EQ( raw.size(), 6 );
  const int pid = raw.first().indexOf( QStringLiteral( "pid" ) );
  const int applicant = raw.first().indexOf( QStringLiteral( "applicant" ) );
  const int newSqft = raw.first().indexOf( QStringLiteral( "new_sqft" ) );
  const int lid = raw.first().indexOf( QStringLiteral( "lid_required" ) );
  ASSERT_GE( applicant, 0 );
  QMap<QString, QStringList> byPid;
  for ( int i = 1; i < raw.size(); ++i )
    byPid.insert( raw.at( i ).value( pid ), raw.at( i ) );
  EXPECT_EQ( byPid.value( QStringLiteral( "A" ) ).value( applicant ), QStringLiteral( "'=HYPERLINK(\"http://x\",\"y\")" ) );
  EXPECT_EQ( byPid.value( QStringLiteral( "B" ) ).value( applicant ), QStringLiteral( "'@SUM(1)" ) );
  EXPECT_EQ( byPid.value( QStringLiteral( "C" ) ).value( applicant ), QStringLiteral( "'-2+3+cmd|' /C calc'!A0" ) );
  EXPECT_EQ( byPid.value( QStringLiteral( "D" ) ).value( applicant ), QStringLiteral( "''=not a formula" ) );
  EXPECT_EQ( byPid.value( QStringLiteral( "E" ) ).value( applicant ), QStringLiteral( "Rivera & Sons, Inc." ) );
  // Figures stay figures; the answer is the one a restaurant of 5,000 sq ft gets (see above).
  EXPECT_EQ( byPid.value( QStringLiteral( "A" ) ).value( newSqft ), QStringLiteral( "5000" ) );
  EXPECT_EQ( byPid.value( QStringLiteral( "A" ) ).value( lid ), QStringLiteral( "yes" ) );

  // The project's reader gives every name back as the applicant wrote it.
  const QList<QStringList> read = SwCsv::read( csv, QStringLiteral( "OUTPUT" ) );
  ASSERT_EQ( read.size(), 6 );
  QStringList applicants;
  for ( int i = 1; i < read.size(); ++i )
    applicants << read.at( i ).value( applicant );
  EXPECT_EQ( applicants, ( QStringList{ QStringLiteral( "=HYPERLINK(\"http://x\",\"y\")" ), QStringLiteral( "@SUM(1)" ), QStringLiteral( "-2+3+cmd|' /C calc'!A0" ), QStringLiteral( "'=not a formula" ), QStringLiteral( "Rivera & Sons, Inc." ) } ) );
}

TEST( LidAlgorithm, AProjectThatNeedsLidGetsItsDesignVolumeAsBuilt )
{
  // Issue 47's worked example: 28,000 sq ft of new impervious surface on a vacant 200 x 274.055 ft = 54,811 sq ft lot
  // (no SITE_SQFT_FIELD: the parcel's area), isohyet 1 in, Cu 0.1, infeasible share 0.25, screened intensity 0.45 in/hr.
  // One acre disturbed and 10,000 sq ft or more impervious: a LID plan for the entire project (SHMC 12.16.114(C)(1)).
  // share = 28,000 / 54,811 = 51.08%; C = 0.1 + 0.8 x 0.510846 = 0.5087; SWQDv = (5,481.1 + 22,400) / 12 = 2,323.425 cu ft;
  // retain 0.75 of it = 1,742.57; biofiltrate 1.5 x 0.25 of it = 871.28 (12.16.114(E)(3)). Rounded as written.
  City city;
  const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "esa_relation:string" ), QStringLiteral( "hillside:int" ), QStringLiteral( "impervious_sqft:double" ), QStringLiteral( "isohyet_in:double" ), QStringLiteral( "infeasible_fraction:double" ), QStringLiteral( "flowthrough_in_hr:double" ) } );
  city.parcels = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                         { Row{ rect( 0, 0, 200, 274.055 ), { QStringLiteral( "200-001" ), QStringLiteral( "outside" ), 0, 0.0, 1.0, 0.25, 0.45 } },
                                           Row{ rect( 200, 0, 300, 100 ), { QStringLiteral( "200-002" ), QStringLiteral( "outside" ), 0, 0.0, 1.0, 0.25, 0.45 } } } );
  const QString projects = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "projects" ), QStringLiteral( "None" ), QStringLiteral( "EPSG:2229" ), projectFields(),
                                                   { Row{ QString(), { QStringLiteral( "BUILT" ), QStringLiteral( "200-001" ), QStringLiteral( "other" ), 28000.0, QVariant(), 54811.0, QVariant(), QVariant() } },
                                                     Row{ QString(), { QStringLiteral( "SHED" ), QStringLiteral( "200-002" ), QStringLiteral( "single_family" ), 100.0, QVariant(), 100.0, QStringLiteral( "no" ), QVariant() } } } );
  QVariantMap parameters = fieldParameters();
  parameters.insert( QStringLiteral( "APN_FIELD" ), QStringLiteral( "apn" ) );
  parameters.insert( QStringLiteral( "PERVIOUS_RUNOFF_COEFFICIENT" ), 0.1 );
  const Answered a = answer( projects, city.parcels, city.dir.path() + QStringLiteral( "/lid.gpkg" ), parameters );
  ASSERT_TRUE( a.run.ok ) << a.run.error.toStdString();
  const QgsFeature &built = a.byPid[QStringLiteral( "BUILT" )];
  ASSERT_EQ( text( built, "lid_required" ), QStringLiteral( "yes" ) ) << text( built, "reason" ).toStdString();
  EXPECT_EQ( text( built, "mitigation_scope" ), QStringLiteral( "entire_project" ) );
  EXPECT_DOUBLE_EQ( SwTestFeature::number( built, "project_impervious_pct" ), 51.08 );
  EXPECT_DOUBLE_EQ( SwTestFeature::number( built, "project_runoff_coefficient" ), 0.5087 );
  EXPECT_DOUBLE_EQ( SwTestFeature::number( built, "project_design_storm_in" ), 1.0 );
  EXPECT_DOUBLE_EQ( SwTestFeature::number( built, "project_swqdv_cuft" ), 2323.4 );
  EXPECT_DOUBLE_EQ( SwTestFeature::number( built, "project_retain_cuft" ), 1742.6 );
  EXPECT_DOUBLE_EQ( SwTestFeature::number( built, "project_biofiltration_cuft" ), 871.3 );
  EXPECT_DOUBLE_EQ( SwTestFeature::number( built, "project_flowthrough_in_hr" ), 0.45 );
  EXPECT_TRUE( text( built, "project_volume_method" ).startsWith( QStringLiteral( "SWQDv = C x 1.000 in / 12 x 54811.0 sq ft = 2323.4 cu ft" ) ) ) << text( built, "project_volume_method" ).toStdString();

  // A project that needs no LID has no design volume.
  const QgsFeature &shed = a.byPid[QStringLiteral( "SHED" )];
  EXPECT_EQ( text( shed, "lid_required" ), QStringLiteral( "no" ) ) << text( shed, "reason" ).toStdString();
  for ( const char *field : { "project_impervious_pct", "project_swqdv_cuft", "project_retain_cuft", "project_volume_method" } )
    EXPECT_TRUE( SwTestFeature::isNull( shed, field ) ) << field;
}

// Issue 47: two parcels sharing an APN. The applicant's project is on one
// lot and the data cannot say which: the screened inputs the two disagree
// on stay unknown, saying so; those they agree on are used. Before, the
// first parcel answered alone: project P read "inside" the ESA and 0 sq ft
// existing, and was answered "yes, LID plan" with no word of the second.
TEST( LidAlgorithm, AnApnNamingTwoParcelsLeavesWhatTheyDisagreeOnUnknown )
{
  City city;
  const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "esa_relation:string" ), QStringLiteral( "hillside:int" ), QStringLiteral( "impervious_sqft:double" ) } );
  // Features 1 and 2 share 100-005 and disagree on the ESA and the impervious area; 3 and 4 share 100-007 and agree on all.
  city.parcels = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                         { Row{ rect( 0, 0, 100, 100 ), { QStringLiteral( "100-005" ), QStringLiteral( "inside" ), 0, 0.0 } },
                                           Row{ rect( 100, 0, 200, 100 ), { QStringLiteral( "100-005" ), QStringLiteral( "outside" ), 0, 8000.0 } },
                                           Row{ rect( 200, 0, 300, 100 ), { QStringLiteral( "100-007" ), QStringLiteral( "outside" ), 0, 0.0 } },
                                           Row{ rect( 300, 0, 400, 100 ), { QStringLiteral( "100 007" ), QStringLiteral( "outside" ), 0, 0.0 } } } );
  ASSERT_FALSE( city.parcels.isEmpty() );
  const QString projects = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "projects" ), QStringLiteral( "None" ), QStringLiteral( "EPSG:2229" ), projectFields(),
                                                   { Row{ QString(), { QStringLiteral( "P" ), QStringLiteral( "100005" ), QStringLiteral( "other" ), 3000.0, QVariant(), 3000.0, QStringLiteral( "yes" ), QVariant() } },
                                                     Row{ QString(), { QStringLiteral( "Q" ), QStringLiteral( "100-007" ), QStringLiteral( "single_family" ), 100.0, QVariant(), 100.0, QVariant(), QVariant() } },
                                                     Row{ QString(), { QStringLiteral( "R" ), QStringLiteral( "100-005" ), QStringLiteral( "restaurant" ), 5000.0, 4000.0, 5000.0, QVariant(), QVariant() } } } );
  QVariantMap parameters = fieldParameters();
  parameters.insert( QStringLiteral( "APN_FIELD" ), QStringLiteral( "apn" ) );
  const Answered a = answer( projects, city.parcels, city.dir.path() + QStringLiteral( "/lid.gpkg" ), parameters );
  ASSERT_TRUE( a.run.ok ) << a.run.error.toStdString();
  ASSERT_EQ( a.count, 3 );

  const QgsFeature &p = a.byPid[QStringLiteral( "P" )];
  EXPECT_EQ( text( p, "parcel_apn" ), QStringLiteral( "100-005 (2 parcels)" ) );
  // 3,000 sq ft with habitat impact: inside the ESA it is (C)(9)'s LID plan, outside a small site's plan; which, the data cannot say.
  EXPECT_EQ( text( p, "lid_required" ), QStringLiteral( "yes" ) );
  EXPECT_EQ( text( p, "plan" ), QString() );
  EXPECT_EQ( text( p, "status" ), QStringLiteral( "undecided_plan" ) );
  EXPECT_TRUE( text( p, "missing_inputs" ).contains( QStringLiteral( "APN 100-005 names 2 parcels in PARCELS (features 1, 2) whose esa_relation differ: inside, outside" ) ) ) << text( p, "missing_inputs" ).toStdString();
  // R: a 5,000 sq ft restaurant on 100-005: new development on feature 1 (0 sq ft), redevelopment on feature 2 (8,000 sq ft): the existing area is asked for.
  const QgsFeature &r = a.byPid[QStringLiteral( "R" )];
  EXPECT_EQ( text( r, "status" ), QStringLiteral( "undecided_plan" ) );
  EXPECT_TRUE( text( r, "missing_inputs" ).endsWith( QStringLiteral( "the existing impervious area of the site before the project (sq ft; 0 for an undeveloped site): APN 100-005 names 2 parcels in PARCELS (features 1, 2) whose impervious_sqft differ: 0, 8000" ) ) ) << text( r, "missing_inputs" ).toStdString();
  // Neither parcel is a hillside property properties: that input is known, and not asked for.
  EXPECT_FALSE( text( p, "missing_inputs" ).contains( QStringLiteral( "hillside" ) ) ) << text( p, "missing_inputs" ).toStdString();

  // Q: both parcels of 100-007 say the same (outside, not hillside, 0 sq ft): answered from them, as from one.
  const QgsFeature &q = a.byPid[QStringLiteral( "Q" )];
  EXPECT_EQ( text( q, "parcel_apn" ), QStringLiteral( "100-007 (2 parcels)" ) );
  EXPECT_EQ( text( q, "status" ), QStringLiteral( "ok" ) );
  EXPECT_EQ( text( q, "missing_inputs" ), QString() );

  EXPECT_TRUE( a.run.warnings.contains( QStringLiteral( "PARCELS: 2 APN(s) the projects give name two or more parcels (field apn): 100-005 (2 parcels), 100-007 (2 parcels). A project drawn on one of them is answered from it; otherwise its lot is one of them and the data cannot say which: an input they disagree on is left unknown for it" ) ) ) << a.run.warnings.join( '\n' ).toStdString();
}

// Issue 47: a project drawn on its lot says which of the parcels sharing its
// APN is the applicant's. S, a 5,000 sq ft restaurant drawn inside feature 2
// of 100-005 (outside the ESA, 8,000 sq ft existing), is answered from that
// parcel alone: redevelopment, 5,000 of 8,000 sq ft = 62.5% altered.
TEST( LidAlgorithm, AProjectDrawnOnOneOfTheParcelsSharingItsApnIsAnsweredFromIt )
{
  City city;
  const QgsFields fields = SwTestData::fields( { QStringLiteral( "apn:string" ), QStringLiteral( "esa_relation:string" ), QStringLiteral( "hillside:int" ), QStringLiteral( "impervious_sqft:double" ) } );
  city.parcels = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "parcels" ), QStringLiteral( "MultiPolygon" ), QStringLiteral( "EPSG:2229" ), fields,
                                         { Row{ rect( 0, 0, 100, 100 ), { QStringLiteral( "100-005" ), QStringLiteral( "inside" ), 0, 0.0 } },
                                           Row{ rect( 100, 0, 200, 100 ), { QStringLiteral( "100-005" ), QStringLiteral( "outside" ), 0, 8000.0 } } } );
  ASSERT_FALSE( city.parcels.isEmpty() );
  const QString projects = SwTestData::writeLayer( city.gpkg(), QStringLiteral( "projects" ), QStringLiteral( "Polygon" ), QStringLiteral( "EPSG:2229" ), projectFields(),
                                                   { Row{ rect( 120, 20, 180, 80 ), { QStringLiteral( "S" ), QStringLiteral( "100-005" ), QStringLiteral( "restaurant" ), 0.0, 4000.0, 5000.0, QVariant(), QVariant(), 5000.0, QStringLiteral( "no" ) } } } );
  QVariantMap parameters = fieldParameters();
  parameters.insert( QStringLiteral( "APN_FIELD" ), QStringLiteral( "apn" ) );
  const Answered a = answer( projects, city.parcels, city.dir.path() + QStringLiteral( "/lid.gpkg" ), parameters );
  ASSERT_TRUE( a.run.ok ) << a.run.error.toStdString();
  const QgsFeature &p = a.byPid[QStringLiteral( "S" )];
  EXPECT_EQ( text( p, "parcel_apn" ), QStringLiteral( "100-005 (1 of 2 parcels, under the project)" ) );
  EXPECT_EQ( text( p, "categories" ).section( QLatin1Char( ' ' ), 0, 0 ), QStringLiteral( "redevelopment" ) );
  EXPECT_DOUBLE_EQ( SwTestFeature::number( p, "altered_pct" ), 62.5 );
  EXPECT_EQ( text( p, "missing_inputs" ), QString() );
  EXPECT_TRUE( a.run.warnings.contains( QStringLiteral( "PARCELS: 1 APN(s) the projects give name two or more parcels (field apn): 100-005 (2 parcels). A project drawn on one of them is answered from it; otherwise its lot is one of them and the data cannot say which: an input they disagree on is left unknown for it" ) ) ) << a.run.warnings.join( '\n' ).toStdString();
}

// The dialog's first run on the sample city's projects.csv (issue 49): no
// field chosen, every field box blank as the dialog sends it. Each question
// is read from the column of its own name (the exemption from
// claimed_exemption), so the answers are those of a run that names all 19.
TEST( LidAlgorithm, TheSampleProjectsNeedNoFieldChosen )
{
  QTemporaryDir dir;
  const QString projects = SwTestData::sampleDataDir() + QStringLiteral( "/projects.csv" );
  QVariantMap blank;
  QVariantMap named;
  const QStringList columns = SwTestData::openLayer( projects )->fields().names();
  for ( const SwProjectField &field : SwProjectFields::all() )
  {
    blank.insert( field.fieldName(), QString() );
    const QString column = field.valueName() == QLatin1String( "EXEMPTION" ) ? QStringLiteral( "claimed_exemption" ) : QString::fromLatin1( field.input );
    if ( columns.contains( column ) )
      named.insert( field.fieldName(), column );
  }
  blank.insert( QStringLiteral( "APN_FIELD" ), QString() );
  named.insert( QStringLiteral( "APN_FIELD" ), QStringLiteral( "apn" ) );
  EXPECT_EQ( named.size(), 20 );
  blank.insert( QStringLiteral( "INPUT" ), projects );
  named.insert( QStringLiteral( "INPUT" ), projects );
  blank.insert( QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "blank.csv" ) ) );
  named.insert( QStringLiteral( "OUTPUT" ), dir.filePath( QStringLiteral( "named.csv" ) ) );
  const SwTestRun::Result fromDialog = SwTestRun::run( QStringLiteral( "stormwater:lidapplicability" ), blank );
  ASSERT_TRUE( fromDialog.ok ) << fromDialog.error.toStdString();
  const SwTestRun::Result chosen = SwTestRun::run( QStringLiteral( "stormwater:lidapplicability" ), named );
  ASSERT_TRUE( chosen.ok ) << chosen.error.toStdString();
  QFile a( dir.filePath( QStringLiteral( "blank.csv" ) ) );
  QFile b( dir.filePath( QStringLiteral( "named.csv" ) ) );
  ASSERT_TRUE( a.open( QIODevice::ReadOnly ) && b.open( QIODevice::ReadOnly ) );
  const QByteArray answers = a.readAll();
  EXPECT_EQ( answers, b.readAll() );
  EXPECT_EQ( answers.count( '\n' ), 34 ); // the header and 33 projects
  EXPECT_TRUE( fromDialog.infos.join( '\n' ).contains( QStringLiteral( "exemption from 'claimed_exemption'" ) ) );
}
