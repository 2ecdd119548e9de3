/***************************************************************************
  test_projectvolume.cpp: a proposed project's design volume as built
  (SwProjectVolume), against hand calculations, under each city's profile:

    share = (existing + new impervious) / site area
    C     = 0.9 x share + Cu x (1 - share)
    SWQDv = C x design storm / 12 x site area

  Cu = 0.1 is the example pervious coefficient, not a claim about
  any soil. Signal Hill 12.16.114(D)(3)(a): the design storm is the greater
  of 0.75 in and the 85th percentile depth; 116(B)(1): a small site's is
  (a) the 85th percentile event as the maximized capture volume or (b) the
  0.75 in event, either complying.
 ***************************************************************************/
#include "lid/swprojectvolume.h"
#include "core/swprofile.h"
#include "swtestrun.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>

namespace
{
  SwProjectVolume rulesOf( const char *city )
  {
    return SwProjectVolume::fromProfile( SwProfile::load( QString::fromLatin1( city ) ), 0.1 );
  }

  //! The worked example: 28,000 sq ft of new impervious surface on a vacant 54,811 sq ft lot, 1 in over it.
  SwProjectVolume::Project workedExample()
  {
    SwProjectVolume::Project project;
    project.siteSqft = 54811;
    project.siteBasis = QStringLiteral( "parcel area" );
    project.existingImperviousSqft = 0;
    project.newImperviousSqft = 28000;
    project.scope = SwProjectVolume::Scope::EntireProject;
    project.isohyetIn = 1.0;
    return project;
  }
} // namespace

TEST( ProjectVolume, TheWorkedExampleIsSizedForTheLotAsBuilt )
{
  // share = 28,000 / 54,811 = 0.510846; C = 0.9 x 0.510846 + 0.1 x 0.489154 = 0.1 + 0.8 x 0.510846 = 0.508677, 0.509 to 3 places.
  // SWQDv = C x 1 / 12 x 54,811 = (0.1 x 54,811 + 0.8 x 28,000) / 12 = (5,481.1 + 22,400) / 12 = 27,881.1 / 12 = 2,323.425 cu ft
  // (the existing lot's 457 cu ft at 0% impervious: 0.1 x 54,811 / 12 = 456.76).
  const SwProjectVolume::Volume v = rulesOf( "signal-hill" ).compute( workedExample() );
  ASSERT_TRUE( v.swqdvCuft ) << v.method.toStdString();
  EXPECT_NEAR( *v.imperviousShare, 28000.0 / 54811.0, 1e-12 );
  EXPECT_DOUBLE_EQ( std::round( *v.runoffCoefficient * 1000 ) / 1000, 0.509 );
  EXPECT_DOUBLE_EQ( *v.designStormIn, 1.0 );
  EXPECT_NEAR( *v.swqdvCuft, 27881.1 / 12.0, 1e-9 );
  // No infeasible share known: all of it retained, and the method says why.
  EXPECT_NEAR( *v.retainCuft, 27881.1 / 12.0, 1e-9 );
  EXPECT_DOUBLE_EQ( *v.biofiltrationCuft, 0.0 );
  EXPECT_TRUE( v.method.startsWith( QStringLiteral( "SWQDv = C x 1.000 in / 12 x 54811.0 sq ft = 2323.4 cu ft; C = 0.9 x 0.5108 + 0.1 x (1 - 0.5108) = 0.5087; impervious after construction (0 existing + 28,000 new) / parcel area of 54,811 sq ft = 51.08%" ) ) ) << v.method.toStdString();
  EXPECT_TRUE( v.method.endsWith( QStringLiteral( "all retained: no technically infeasible share is known (PARCELS infeasible_fraction)" ) ) ) << v.method.toStdString();
}

TEST( ProjectVolume, AnInfeasibleShareSplitsRetentionAndBiofiltration )
{
  // Infeasible share 0.25 (made up for the test): retain 0.75 x 27,881.1 / 12 = 20,910.825 / 12 = 1,742.56875 cu ft;
  // biofiltrate 1.5 x 0.25 x 27,881.1 / 12 = 10,455.4125 / 12 = 871.284375 cu ft (12.16.114(E)(3)).
  SwProjectVolume::Project project = workedExample();
  project.infeasibleShare = 0.25;
  const SwProjectVolume::Volume v = rulesOf( "signal-hill" ).compute( project );
  ASSERT_TRUE( v.retainCuft );
  EXPECT_NEAR( *v.retainCuft, 20910.825 / 12.0, 1e-9 );
  EXPECT_NEAR( *v.biofiltrationCuft, 10455.4125 / 12.0, 1e-9 );
}

TEST( ProjectVolume, OnlyTheAlteredPortionIsAllImpervious )
{
  // 114(C)(11)(c): only the alteration is mitigated: 6,000 new + 2,000 replaced = 8,000 sq ft, C = 0.9:
  // 0.9 x 1 / 12 x 8,000 = 600 cu ft.
  SwProjectVolume::Project project = workedExample();
  project.existingImperviousSqft = 30000;
  project.newImperviousSqft = 6000;
  project.replacedImperviousSqft = 2000;
  project.scope = SwProjectVolume::Scope::AlteredPortionOnly;
  const SwProjectVolume::Volume v = rulesOf( "signal-hill" ).compute( project );
  ASSERT_TRUE( v.swqdvCuft ) << v.method.toStdString();
  EXPECT_DOUBLE_EQ( *v.imperviousShare, 1.0 );
  EXPECT_DOUBLE_EQ( *v.runoffCoefficient, 0.9 );
  EXPECT_NEAR( *v.swqdvCuft, 600.0, 1e-9 );
  EXPECT_TRUE( v.method.contains( QStringLiteral( "the altered portion only: 6,000 new + 2,000 replaced = 8,000 sq ft, all impervious" ) ) ) << v.method.toStdString();
}

TEST( ProjectVolume, ASignalHillSmallSiteIsSizedOnTheFixedStormWithTheAlternativeNamed )
{
  // 116(B)(1): (a) or (b), either complies; not 114(D)(3)'s "whichever is greater". 10,000 sq ft, 4,000 new impervious,
  // isohyet 1.1 in: C = 0.1 + 0.8 x 0.4 = 0.42; (b) 0.42 x 0.75 / 12 x 10,000 = 262.5 cu ft, not 0.42 x 1.1 / 12 x 10,000 = 385.
  SwProjectVolume::Project project = workedExample();
  project.siteSqft = 10000;
  project.newImperviousSqft = 4000;
  project.isohyetIn = 1.1;
  project.smallSitePlan = true;
  const SwProjectVolume::Volume small = rulesOf( "signal-hill" ).compute( project );
  ASSERT_TRUE( small.swqdvCuft ) << small.method.toStdString();
  EXPECT_DOUBLE_EQ( *small.designStormIn, 0.75 );
  EXPECT_NEAR( *small.swqdvCuft, 262.5, 1e-9 );
  EXPECT_EQ( small.designStormBasis, QStringLiteral( "small site: the 0.75 in, 24-hour rain event (SHMC 12.16.116(B)(1)); the code lets either of its small-site design storms comply, so the 85th percentile 24-hour event as the maximized capture volume with a 48 to 72-hour drawdown is an alternative the applicant may show (not computed here)" ) );

  // The same project under a LID plan: the greater, 1.1 in.
  project.smallSitePlan = false;
  const SwProjectVolume::Volume lid = rulesOf( "signal-hill" ).compute( project );
  EXPECT_DOUBLE_EQ( *lid.designStormIn, 1.1 );
  EXPECT_NEAR( *lid.swqdvCuft, 385.0, 1e-9 );

  // Beverly Hills' profile has no small-site storm (F.3.b for every project): the greater, 1.1 in, even for a small site.
  project.smallSitePlan = true;
  EXPECT_DOUBLE_EQ( *rulesOf( "beverly-hills" ).compute( project ).designStormIn, 1.1 );
}

TEST( ProjectVolume, WhatTheInputsCannotDecideIsEmptyWithWhy )
{
  // The scope not decided: no volume, the storm still known.
  SwProjectVolume::Project project = workedExample();
  project.scope = SwProjectVolume::Scope::Unknown;
  project.scopeWhy = QStringLiteral( "whether the entire project or only the altered portion is mitigated is not decided (ask for: the replaced area)" );
  SwProjectVolume::Volume v = rulesOf( "signal-hill" ).compute( project );
  EXPECT_FALSE( v.swqdvCuft );
  EXPECT_FALSE( v.retainCuft );
  EXPECT_FALSE( v.runoffCoefficient );
  EXPECT_DOUBLE_EQ( *v.designStormIn, 1.0 );
  EXPECT_EQ( v.method, QStringLiteral( "not decided: whether the entire project or only the altered portion is mitigated is not decided (ask for: the replaced area)" ) );

  // Only the altered portion, its replaced area unknown.
  project.scope = SwProjectVolume::Scope::AlteredPortionOnly;
  v = rulesOf( "signal-hill" ).compute( project );
  EXPECT_FALSE( v.swqdvCuft );
  EXPECT_EQ( v.method, QStringLiteral( "not decided: only the altered portion is mitigated, and its area needs the existing impervious area it replaces or alters (REPLACED_IMPERVIOUS_SQFT_FIELD); ask the applicant" ) );

  // The whole project with no site area known.
  project.scope = SwProjectVolume::Scope::EntireProject;
  project.siteSqft.reset();
  v = rulesOf( "signal-hill" ).compute( project );
  EXPECT_FALSE( v.swqdvCuft );
  EXPECT_EQ( v.method, QStringLiteral( "not decided: the impervious share after construction needs the project's site area (SITE_SQFT_FIELD; the parcel's area is not known either); ask the applicant" ) );
}

TEST( ProjectVolume, TheFlowThroughIntensityIsTheParcelsOrUndecided )
{
  // Signal Hill 12.16.114(E)(5): the greater of 0.2 in/hr and the mapped one; without it, undecided.
  SwProjectVolume::Project project = workedExample();
  SwProjectVolume::Volume v = rulesOf( "signal-hill" ).compute( project );
  EXPECT_FALSE( v.flowthroughInHr );
  EXPECT_TRUE( v.swqdvCuft );
  project.flowthroughInHr = 0.45;
  v = rulesOf( "signal-hill" ).compute( project );
  EXPECT_DOUBLE_EQ( *v.flowthroughInHr, 0.45 );
  // Beverly Hills F.3.g(1): 0.2 in/hr complies on its own.
  project.flowthroughInHr.reset();
  EXPECT_DOUBLE_EQ( *rulesOf( "beverly-hills" ).compute( project ).flowthroughInHr, 0.2 );
}

TEST( ProjectVolume, TheSmallSiteStormIsAProfileRuleListedWithItsClause )
{
  EXPECT_TRUE( SwProfile::load( QStringLiteral( "signal-hill" ) ).has( QStringLiteral( "designvolume.small_site_storm" ) ) );
  EXPECT_FALSE( SwProfile::load( QStringLiteral( "beverly-hills" ) ).has( QStringLiteral( "designvolume.small_site_storm" ) ) );
  EXPECT_FALSE( SwProfile::load( QStringLiteral( "cudahy" ) ).has( QStringLiteral( "designvolume.small_site_storm" ) ) );
  QTemporaryDir dir;
  const QString csv = dir.filePath( QStringLiteral( "rules.csv" ) );
  const SwTestRun::Result r = SwTestRun::run( QStringLiteral( "stormwater:profilerules" ), { { QStringLiteral( "PROFILE" ), QStringLiteral( "signal-hill" ) }, { QStringLiteral( "OUTPUT" ), csv } } );
  ASSERT_TRUE( r.ok ) << r.error.toStdString();
  QFile file( csv );
  ASSERT_TRUE( file.open( QIODevice::ReadOnly ) );
  const QString rules = QString::fromUtf8( file.readAll() );
  const int at = rules.indexOf( QStringLiteral( "designvolume.small_site_storm" ) );
  ASSERT_GE( at, 0 ) << rules.toStdString();
  const QString row = rules.mid( at, rules.indexOf( QLatin1Char( '\n' ), at ) - at );
  EXPECT_TRUE( row.contains( QStringLiteral( "0.75" ) ) ) << row.toStdString();
  EXPECT_TRUE( row.contains( QStringLiteral( "SHMC 12.16.116(B)(1)" ) ) ) << row.toStdString();
  EXPECT_TRUE( row.contains( QStringLiteral( "b. The volume of runoff produced from a 0.75 inch, 24 hour rain event" ) ) ) << row.toStdString();
}
