/***************************************************************************
  test_profile.cpp: the three built-in jurisdiction profiles load with the
  ordinances' numbers, and every malformed profile is rejected with a
  message that names the key at fault (the message is part of the contract).
 ***************************************************************************/
#include "core/swprofile.h"
#include "notices/swcsv.h"

#include "qgsexception.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "swtestfiles.h"
#include "swtestprint.h"
#include "swtestrun.h"

#include <gtest/gtest.h>

TEST( Profile, BuiltInProfilesAreTheThreeCities )
{
  EXPECT_EQ( SwProfile::builtInNames(), QStringList( { QStringLiteral( "beverly-hills" ), QStringLiteral( "cudahy" ), QStringLiteral( "signal-hill" ) } ) );
  EXPECT_EQ( SwProfile::defaultName(), QStringLiteral( "signal-hill" ) );
}

TEST( Profile, SignalHillHasTheOrdinanceNumbers )
{
  const SwProfile p = SwProfile::load( QStringLiteral( "signal-hill" ) );
  EXPECT_EQ( p.title(), QStringLiteral( "City of Signal Hill" ) );
  EXPECT_DOUBLE_EQ( p.number( QStringLiteral( "vacant.min_acres" ) ), 1.0 );
  EXPECT_DOUBLE_EQ( p.number( QStringLiteral( "vacant.compliance_days" ) ), 180 );
  EXPECT_DOUBLE_EQ( p.number( QStringLiteral( "esa.adjacent_ft" ) ), 200 );
  EXPECT_DOUBLE_EQ( p.number( QStringLiteral( "infeasibility.well_ft" ) ), 100 );
  EXPECT_DOUBLE_EQ( p.number( QStringLiteral( "infeasibility.infiltration_in_hr" ) ), 0.3 );
  EXPECT_DOUBLE_EQ( p.number( QStringLiteral( "infeasibility.groundwater_ft" ) ), 10 );
  EXPECT_DOUBLE_EQ( p.number( QStringLiteral( "hillside.slope_pct" ) ), 25 );
  EXPECT_EQ( p.choice( QStringLiteral( "hillside.rule" ) ), QStringLiteral( "erodible_steep" ) );
  EXPECT_TRUE( p.strings( QStringLiteral( "vacant.non_structure_types" ) ).contains( QStringLiteral( "oil_well" ) ) );
  EXPECT_TRUE( p.citation( QStringLiteral( "esa.adjacent_ft" ) ).contains( QStringLiteral( "definition S" ) ) );
  EXPECT_TRUE( p.citation( QStringLiteral( "infeasibility.brownfields" ) ).startsWith( QStringLiteral( "SHMC 12.16.114(E)(2)(d)" ) ) );
  EXPECT_TRUE( p.citation( QStringLiteral( "infeasibility.geohazards" ) ).startsWith( QStringLiteral( "SHMC 12.16.114(E)(2)(e)" ) ) );
  // Every rule of every profile carries a citation.
  for ( const QString &name : SwProfile::builtInNames() )
  {
    for ( const SwProfile::Rule &rule : SwProfile::load( name ).rules() )
      EXPECT_FALSE( rule.citation.isEmpty() ) << name.toStdString() << " " << rule.key.toStdString();
  }
}

TEST( Profile, CitiesDifferWhereTheirTextsDiffer )
{
  const SwProfile cudahy = SwProfile::load( QStringLiteral( "cudahy" ) );
  EXPECT_EQ( cudahy.choice( QStringLiteral( "hillside.rule" ) ), QStringLiteral( "residential_average_slope" ) );
  EXPECT_DOUBLE_EQ( cudahy.number( QStringLiteral( "hillside.slope_pct" ) ), 15 );
  EXPECT_FALSE( cudahy.flag( QStringLiteral( "vacant.required" ) ) );
  EXPECT_FALSE( cudahy.flag( QStringLiteral( "infeasibility.required" ) ) );
  EXPECT_FALSE( cudahy.flag( QStringLiteral( "infeasibility.brownfields" ) ) );
  EXPECT_TRUE( cudahy.flag( QStringLiteral( "esa.required" ) ) );

  const SwProfile beverly = SwProfile::load( QStringLiteral( "Beverly-Hills" ) );
  EXPECT_EQ( beverly.choice( QStringLiteral( "hillside.rule" ) ), QStringLiteral( "erodible_steep" ) );
  EXPECT_FALSE( beverly.flag( QStringLiteral( "vacant.required" ) ) );
  EXPECT_FALSE( beverly.flag( QStringLiteral( "esa.required" ) ) );
  EXPECT_TRUE( beverly.flag( QStringLiteral( "infeasibility.required" ) ) );
  EXPECT_TRUE( beverly.citation( QStringLiteral( "infeasibility.geohazards" ) ).startsWith( QStringLiteral( "Beverly Hills Art. 5, F.3.d(6)" ) ) );
}

namespace
{
  // Signal Hill's profile with one change applied to its JSON.
  QByteArray signalHillWith( const std::function<void( QJsonObject &rules, QJsonObject &root )> &change )
  {
    QFile file( QStringLiteral( SW_SOURCE_DIR "/profiles/signal-hill.json" ) );
    EXPECT_TRUE( file.open( QIODevice::ReadOnly ) );
    QJsonObject root = QJsonDocument::fromJson( file.readAll() ).object();
    QJsonObject rules = root.value( QStringLiteral( "rules" ) ).toObject();
    change( rules, root );
    root.insert( QStringLiteral( "rules" ), rules );
    return QJsonDocument( root ).toJson();
  }

  QString rejection( const QByteArray &json )
  {
    try
    {
      SwProfile::fromJson( json, QStringLiteral( "my-city.json" ) );
    }
    catch ( QgsProcessingException &e )
    {
      return e.what();
    }
    return QStringLiteral( "(accepted)" );
  }

  void setValue( QJsonObject &rules, const QString &key, const QJsonValue &value )
  {
    QJsonObject rule = rules.value( key ).toObject();
    rule.insert( QStringLiteral( "value" ), value );
    rules.insert( key, rule );
  }
} // namespace

TEST( Profile, MalformedProfilesNameTheKey )
{
  EXPECT_EQ( rejection( signalHillWith( []( QJsonObject &r, QJsonObject & )
                                        { r.insert( QStringLiteral( "esa.adjacent_m" ), r.value( QStringLiteral( "esa.adjacent_ft" ) ) ); } ) ),
             QStringLiteral( "Profile my-city.json: unknown rule 'esa.adjacent_m'" ) );
  EXPECT_EQ( rejection( signalHillWith( []( QJsonObject &r, QJsonObject & )
                                        { setValue( r, QStringLiteral( "esa.adjacent_ft" ), QStringLiteral( "200" ) ); } ) ),
             QStringLiteral( "Profile my-city.json: rule 'esa.adjacent_ft' must be a number, not a string" ) );
  EXPECT_EQ( rejection( signalHillWith( []( QJsonObject &r, QJsonObject & )
                                        { setValue( r, QStringLiteral( "infeasibility.well_ft" ), -100 ); } ) ),
             QStringLiteral( "Profile my-city.json: rule 'infeasibility.well_ft' must not be negative (-100)" ) );
  EXPECT_EQ( rejection( signalHillWith( []( QJsonObject &r, QJsonObject & )
                                        { r.remove( QStringLiteral( "vacant.min_acres" ) ); } ) ),
             QStringLiteral( "Profile my-city.json: missing rule 'vacant.min_acres' (A vacant parcel (or contiguous group, or unimproved portion) qualifies at this size or more)" ) );
  EXPECT_EQ( rejection( signalHillWith( []( QJsonObject &r, QJsonObject & )
                                        { setValue( r, QStringLiteral( "hillside.rule" ), QStringLiteral( "steep" ) ); } ) ),
             QStringLiteral( "Profile my-city.json: rule 'hillside.rule' must be one of erodible_steep, residential_average_slope" ) );
  EXPECT_EQ( rejection( signalHillWith( []( QJsonObject &r, QJsonObject & )
                                        { setValue( r, QStringLiteral( "vacant.required" ), 1 ); } ) ),
             QStringLiteral( "Profile my-city.json: rule 'vacant.required' must be true or false, not a number" ) );
  EXPECT_EQ( rejection( signalHillWith( []( QJsonObject &r, QJsonObject & )
                                        { setValue( r, QStringLiteral( "vacant.non_structure_types" ), QJsonArray( { QStringLiteral( "oil_well" ), 3 } ) ); } ) ),
             QStringLiteral( "Profile my-city.json: rule 'vacant.non_structure_types' must be a list of strings, and holds a number" ) );
  EXPECT_EQ( rejection( signalHillWith( []( QJsonObject &r, QJsonObject & )
                                        {
               QJsonObject rule = r.value( QStringLiteral( "esa.adjacent_ft" ) ).toObject();
               rule.insert( QStringLiteral( "unit" ), QStringLiteral( "m" ) );
               r.insert( QStringLiteral( "esa.adjacent_ft" ), rule ); } ) ),
             QStringLiteral( "Profile my-city.json: rule 'esa.adjacent_ft' must be in 'ft', not 'm'" ) );
  EXPECT_EQ( rejection( signalHillWith( []( QJsonObject &r, QJsonObject & )
                                        {
               QJsonObject rule = r.value( QStringLiteral( "esa.adjacent_ft" ) ).toObject();
               rule.remove( QStringLiteral( "citation" ) );
               r.insert( QStringLiteral( "esa.adjacent_ft" ), rule ); } ) ),
             QStringLiteral( "Profile my-city.json: rule 'esa.adjacent_ft' has no citation" ) );
  EXPECT_EQ( rejection( signalHillWith( []( QJsonObject &, QJsonObject &root )
                                        { root.insert( QStringLiteral( "county" ), QStringLiteral( "LA" ) ); } ) ),
             QStringLiteral( "Profile my-city.json: unknown key 'county' (expected name, title, code, rules, notice)" ) );
  EXPECT_EQ( rejection( QByteArray( "{\"name\": \"x\"," ) ), QStringLiteral( "Profile my-city.json: not valid JSON at offset 13: unterminated object" ) );
}

TEST( Profile, EachDrinkingWellUseNamesItsDataset )
{
  const SwProfile profile = SwProfile::load( QStringLiteral( "signal-hill" ) );
  const QString key = QStringLiteral( "infeasibility.drinking_well_uses" );
  for ( const char *value : { "residential", "water supply domestic", "water supply public", "public supply", "domestic", "municipal" } )
    EXPECT_FALSE( profile.source( key, QString::fromLatin1( value ) ).isEmpty() ) << value;
  EXPECT_EQ( profile.source( key, QStringLiteral( " Residential " ) ), QStringLiteral( "DWR groundwater stations WELL_USE: a domestic water-supply well" ) );
  EXPECT_EQ( profile.source( key, QStringLiteral( "observation" ) ), QString() );
  // profilerules shows each value with its dataset beside it.
  EXPECT_TRUE( SwProfile::displayValue( profile.rule( key ) ).contains( QStringLiteral( "water supply domestic (DWR Well Completion Reports PLANNEDUSEFORMERUSE)" ) ) ) << SwProfile::displayValue( profile.rule( key ) ).toStdString();

  auto withSources = []( const QJsonValue &sources )
  {
    return signalHillWith( [sources]( QJsonObject &r, QJsonObject & )
                           {
      QJsonObject rule = r.value( QStringLiteral( "infeasibility.drinking_well_uses" ) ).toObject();
      rule.insert( QStringLiteral( "sources" ), sources );
      r.insert( QStringLiteral( "infeasibility.drinking_well_uses" ), rule ); } );
  };
  EXPECT_EQ( rejection( withSources( QStringLiteral( "DWR" ) ) ), QStringLiteral( "Profile my-city.json: rule 'infeasibility.drinking_well_uses': 'sources' must be an object naming the dataset of each value" ) );
  EXPECT_EQ( rejection( withSources( QJsonObject{ { QStringLiteral( "irrigation" ), QStringLiteral( "DWR" ) } } ) ), QStringLiteral( "Profile my-city.json: rule 'infeasibility.drinking_well_uses': 'sources' names 'irrigation', which is not one of its values" ) );
  EXPECT_EQ( rejection( withSources( QJsonObject{ { QStringLiteral( "domestic" ), 3 } } ) ), QStringLiteral( "Profile my-city.json: rule 'infeasibility.drinking_well_uses': the source of 'domestic' must be non-empty text" ) );
  // Only a list rule has sources.
  EXPECT_EQ( rejection( signalHillWith( []( QJsonObject &r, QJsonObject & )
                                        {
               QJsonObject rule = r.value( QStringLiteral( "esa.adjacent_ft" ) ).toObject();
               rule.insert( QStringLiteral( "sources" ), QJsonObject() );
               r.insert( QStringLiteral( "esa.adjacent_ft" ), rule ); } ) ),
             QStringLiteral( "Profile my-city.json: rule 'esa.adjacent_ft' has an unknown key 'sources'" ) );
}

TEST( Profile, UnknownNameListsTheBuiltInProfiles )
{
  try
  {
    SwProfile::load( QStringLiteral( "los-angeles" ) );
    FAIL() << "an unknown profile loaded";
  }
  catch ( QgsProcessingException &e )
  {
    EXPECT_EQ( e.what(), QStringLiteral( "Unknown profile 'los-angeles': give one of beverly-hills, cudahy, signal-hill, or the path of a profile file as PROFILE_FILE" ) );
  }
}

TEST( Profile, ACopiedFileWithAChangedNumberLoads )
{
  QTemporaryDir dir;
  const QString path = dir.filePath( QStringLiteral( "long-beach.json" ) );
  QFile file( path );
  ASSERT_TRUE( file.open( QIODevice::WriteOnly ) );
  file.write( signalHillWith( []( QJsonObject &r, QJsonObject & )
                              { setValue( r, QStringLiteral( "esa.adjacent_ft" ), 250 ); } ) );
  file.close();
  const SwProfile p = SwProfile::load( path );
  EXPECT_DOUBLE_EQ( p.number( QStringLiteral( "esa.adjacent_ft" ) ), 250 );
  EXPECT_EQ( p.origin(), path );
}

TEST( Profile, RequiredOnlyWhereAnOperativeClauseAppliesTheScreen )
{
  // Beverly Hills Art. 5 and Cudahy Ch. 13.08 use "hillside" only in their definitions (and Cudahy's findings).
  for ( const char *city : { "beverly-hills", "cudahy" } )
  {
    const SwProfile profile = SwProfile::load( QString::fromLatin1( city ) );
    EXPECT_FALSE( profile.flag( QStringLiteral( "hillside.required" ) ) ) << city;
    EXPECT_TRUE( profile.citation( QStringLiteral( "hillside.required" ) ).startsWith( QStringLiteral( "Screened on request:" ) ) ) << city;
  }
  // Signal Hill applies it: 12.16.114(C)(10), single-family hillside properties.
  const SwProfile signalHill = SwProfile::load( QStringLiteral( "signal-hill" ) );
  EXPECT_TRUE( signalHill.flag( QStringLiteral( "hillside.required" ) ) );
  EXPECT_TRUE( signalHill.citation( QStringLiteral( "hillside.required" ) ).startsWith( QStringLiteral( "SHMC 12.16.114(C)(10)" ) ) );
  // The vacant parcel section runs A to F: E maintenance, inspections and corrections, F penalties.
  EXPECT_TRUE( signalHill.citation( QStringLiteral( "vacant.required" ) ).startsWith( QStringLiteral( "SHMC 12.16, vacant parcel provisions A-F" ) ) );
  // Definition S measures from the contiguous zone, to which the code gives no width.
  EXPECT_EQ( signalHill.number( QStringLiteral( "esa.contiguous_zone_ft" ) ), 0.0 );
  EXPECT_TRUE( signalHill.citation( QStringLiteral( "esa.contiguous_zone_ft" ) ).contains( QStringLiteral( "\"the contiguous zone required for the continued maintenance, function, and structural stability of the environmentally sensitive area\"" ) ) );
}

// A city's own profile, shared between staff, with citations a spreadsheet
// would run: the rules table written as CSV shows them as text and reads
// back as written. Cells by hand: a leading =, +, -, @ or apostrophe gets
// one apostrophe more.
TEST( Profile, TheRulesTableAsCsvRunsNoFormula )
{
  QTemporaryDir dir;
  const QString profilePath = dir.filePath( QStringLiteral( "my-city.json" ) );
  {
    QFile file( profilePath );
    ASSERT_TRUE( file.open( QIODevice::WriteOnly ) );
    file.write( signalHillWith( []( QJsonObject &r, QJsonObject & )
                                {
      const auto cite = [&]( const char *key, const char *citation )
      {
        QJsonObject rule = r.value( QString::fromLatin1( key ) ).toObject();
        rule.insert( QStringLiteral( "citation" ), QString::fromLatin1( citation ) );
        r.insert( QString::fromLatin1( key ), rule );
      };
      cite( "vacant.min_acres", "=HYPERLINK(\"http://x\",\"y\")" );
      cite( "vacant.compliance_days", "+1" );
      cite( "esa.adjacent_ft", "'=not a formula" ); } ) );
  }
  const QString csv = dir.filePath( QStringLiteral( "rules.csv" ) );
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:profilerules" ), { { QStringLiteral( "PROFILE_FILE" ), profilePath }, { QStringLiteral( "OUTPUT" ), csv } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();

  const auto citations = []( const QList<QStringList> &rows )
  {
    QMap<QString, QString> byRule;
    for ( const QStringList &row : rows )
      byRule.insert( row.value( 1 ), row.value( 5 ) );
    return byRule;
  };
  const QList<QStringList> raw = SwTestFiles::readCsv( csv );
  ASSERT_FALSE( raw.isEmpty() );
  EXPECT_EQ( raw.first(), ( QStringList{ QStringLiteral( "profile" ), QStringLiteral( "rule" ), QStringLiteral( "meaning" ), QStringLiteral( "value" ), QStringLiteral( "unit" ), QStringLiteral( "citation" ) } ) );
  const QMap<QString, QString> cells = citations( raw );
  EXPECT_EQ( cells.value( QStringLiteral( "vacant.min_acres" ) ), QStringLiteral( "'=HYPERLINK(\"http://x\",\"y\")" ) );
  EXPECT_EQ( cells.value( QStringLiteral( "vacant.compliance_days" ) ), QStringLiteral( "'+1" ) );
  EXPECT_EQ( cells.value( QStringLiteral( "esa.adjacent_ft" ) ), QStringLiteral( "''=not a formula" ) );
  const QMap<QString, QString> read = citations( SwCsv::read( csv, QStringLiteral( "OUTPUT" ) ) );
  EXPECT_EQ( read.value( QStringLiteral( "vacant.min_acres" ) ), QStringLiteral( "=HYPERLINK(\"http://x\",\"y\")" ) );
  EXPECT_EQ( read.value( QStringLiteral( "vacant.compliance_days" ) ), QStringLiteral( "+1" ) );
  EXPECT_EQ( read.value( QStringLiteral( "esa.adjacent_ft" ) ), QStringLiteral( "'=not a formula" ) );
}
