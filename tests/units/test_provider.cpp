/***************************************************************************
  test_provider.cpp: the `stormwater` provider lists its algorithms with
  stable ids, names, groups and help, in QGIS's conventions.
 ***************************************************************************/
#include "processing/swprovider.h"
#include "core/swprofile.h"

#include "qgsapplication.h"
#include "qgsprocessingalgorithm.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingregistry.h"
#include "qgsvectorlayer.h"

#include <QRegularExpression>
#include <QSet>

#include "swtestprint.h"

#include <gtest/gtest.h>

TEST( Provider, IsRegisteredWithItsNameAndIcon )
{
  QgsProcessingProvider *provider = QgsApplication::processingRegistry()->providerById( QStringLiteral( "stormwater" ) );
  ASSERT_NE( provider, nullptr );
  EXPECT_EQ( provider->name(), QStringLiteral( "Stormwater parcel screening" ) );
  EXPECT_FALSE( provider->icon().isNull() );
  EXPECT_FALSE( provider->versionInfo().isEmpty() );
}

TEST( Provider, AlgorithmsHaveStableIdsNamesGroupsAndHelp )
{
  QgsProcessingProvider *provider = QgsApplication::processingRegistry()->providerById( QStringLiteral( "stormwater" ) );
  ASSERT_NE( provider, nullptr );
  QStringList ids;
  for ( const QgsProcessingAlgorithm *algorithm : provider->algorithms() )
  {
    ids << algorithm->id();
    const std::string id = algorithm->id().toStdString();
    EXPECT_TRUE( QRegularExpression( QStringLiteral( "^stormwater:[a-z]+$" ) ).match( algorithm->id() ).hasMatch() ) << id;
    EXPECT_FALSE( algorithm->displayName().isEmpty() ) << id;
    EXPECT_FALSE( algorithm->group().isEmpty() ) << id;
    EXPECT_TRUE( QRegularExpression( QStringLiteral( "^[a-z]+$" ) ).match( algorithm->groupId() ).hasMatch() ) << id;
    EXPECT_FALSE( algorithm->shortHelpString().isEmpty() ) << id;
    for ( const QgsProcessingParameterDefinition *parameter : algorithm->parameterDefinitions() )
    {
      EXPECT_TRUE( QRegularExpression( QStringLiteral( "^[A-Z][A-Z0-9_]*$" ) ).match( parameter->name() ).hasMatch() ) << id << " " << parameter->name().toStdString();
      EXPECT_FALSE( parameter->description().isEmpty() ) << id << " " << parameter->name().toStdString();
    }
  }
  EXPECT_TRUE( ids.contains( QStringLiteral( "stormwater:profilerules" ) ) ) << ids.join( ',' ).toStdString();
}

TEST( Provider, ProfileRulesWritesEveryRuleWithItsCitation )
{
  const QgsProcessingAlgorithm *algorithm = QgsApplication::processingRegistry()->algorithmById( QStringLiteral( "stormwater:profilerules" ) );
  ASSERT_NE( algorithm, nullptr );
  std::unique_ptr<QgsProcessingAlgorithm> instance( algorithm->create() );
  QgsProcessingContext context;
  QgsProcessingFeedback feedback;
  QVariantMap parameters;
  parameters.insert( QStringLiteral( "PROFILE" ), QStringLiteral( "cudahy" ) );
  parameters.insert( QStringLiteral( "OUTPUT" ), QgsProcessing::TEMPORARY_OUTPUT );
  bool ok = false;
  const QVariantMap results = instance->run( parameters, context, &feedback, &ok );
  ASSERT_TRUE( ok );
  QgsVectorLayer *layer = qobject_cast<QgsVectorLayer *>( context.getMapLayer( results.value( QStringLiteral( "OUTPUT" ) ).toString() ) );
  ASSERT_NE( layer, nullptr );
  // One row per rule the profile holds (every rule of the schema but an optional one it leaves out, such as
  // designvolume.small_site_storm), and one per object of a rule that holds a list of them (rule[id]).
  const QList<SwProfile::Rule> held = SwProfile::load( QStringLiteral( "cudahy" ) ).rules();
  long long expected = held.size();
  long long optional = 0;
  for ( const SwProfile::RuleSpec &spec : SwProfile::schema() )
    optional += spec.optional;
  EXPECT_GE( expected, SwProfile::schema().size() - optional );
  for ( const SwProfile::Rule &rule : held )
  {
    if ( rule.value.type() == QVariant::List )
      expected += rule.value.toList().size();
  }
  EXPECT_EQ( layer->featureCount(), expected );
  QgsFeatureIterator it = layer->getFeatures();
  QgsFeature feature;
  bool sawSlope = false;
  bool sawGasoline = false;
  bool sawNewDevelopment = false;
  bool sawReach = false;
  while ( it.nextFeature( feature ) )
  {
    if ( feature.attribute( QStringLiteral( "rule" ) ).toString() == QLatin1String( "hillside.slope_pct" ) )
    {
      sawSlope = true;
      EXPECT_EQ( feature.attribute( QStringLiteral( "value" ) ).toString(), QStringLiteral( "15" ) );
      EXPECT_EQ( feature.attribute( QStringLiteral( "unit" ) ).toString(), QStringLiteral( "percent" ) );
      EXPECT_TRUE( feature.attribute( QStringLiteral( "citation" ) ).toString().contains( QStringLiteral( "Single-family hillside residence" ) ) );
    }
    // (7)(b)(iv)'s bracketed sizes gate the treatment controls, not (6)(d)'s plan.
    if ( feature.attribute( QStringLiteral( "rule" ) ).toString() == QLatin1String( "lid.categories[retail_gasoline_outlet_treatment]" ) )
    {
      sawGasoline = true;
      EXPECT_TRUE( feature.attribute( QStringLiteral( "value" ) ).toString().contains( QStringLiteral( "{\"input\":\"daily_trips\",\"op\":\">=\",\"value\":100" ) ) ) << feature.attribute( QStringLiteral( "value" ) ).toString().toStdString();
      EXPECT_EQ( feature.attribute( QStringLiteral( "citation" ) ).toString(), QStringLiteral( "Cudahy Ch. 13.08, § 11-2.12(7)(b)(iv)" ) );
    }
    if ( feature.attribute( QStringLiteral( "rule" ) ).toString() == QLatin1String( "lid.categories[new_development]" ) )
    {
      sawNewDevelopment = true;
      EXPECT_EQ( feature.attribute( QStringLiteral( "citation" ) ).toString(), QStringLiteral( "Cudahy Ch. 13.08, § 11-2.11(1); definition \"New development\"" ) );
    }
    if ( feature.attribute( QStringLiteral( "rule" ) ).toString() == QLatin1String( "lid.redevelopment_scope[reach]" ) )
      sawReach = true;
  }
  EXPECT_TRUE( sawSlope );
  EXPECT_TRUE( sawGasoline );
  EXPECT_TRUE( sawNewDevelopment );
  EXPECT_TRUE( sawReach );
}

TEST( Provider, AnUnknownProfileFailsTheRunWithItsName )
{
  std::unique_ptr<QgsProcessingAlgorithm> instance( QgsApplication::processingRegistry()->createAlgorithmById( QStringLiteral( "stormwater:profilerules" ) ) );
  ASSERT_NE( instance, nullptr );
  QgsProcessingContext context;
  QgsProcessingFeedback feedback;
  QVariantMap parameters;
  parameters.insert( QStringLiteral( "PROFILE" ), QStringLiteral( "pasadena" ) );
  parameters.insert( QStringLiteral( "OUTPUT" ), QgsProcessing::TEMPORARY_OUTPUT );
  bool ok = true;
  try
  {
    instance->run( parameters, context, &feedback, &ok, QVariantMap(), false );
    FAIL() << "the run succeeded";
  }
  catch ( QgsProcessingException &e )
  {
    EXPECT_TRUE( QString( e.what() ).startsWith( QStringLiteral( "Unknown profile 'pasadena'" ) ) ) << e.what().toStdString();
  }
}

TEST( Provider, EveryParameterTheHelpNamesExists )
{
  // The names a help may use: every parameter of any stormwater algorithm,
  // and any UPPER_SNAKE token (ONLY_QUALIFYING, MAIL_ZIP_FIELD...).
  const QList<const QgsProcessingAlgorithm *> algorithms = QgsApplication::processingRegistry()->providerById( QStringLiteral( "stormwater" ) )->algorithms();
  ASSERT_GE( algorithms.size(), 7 );
  QSet<QString> parameterNames;
  for ( const QgsProcessingAlgorithm *algorithm : algorithms )
  {
    for ( const QgsProcessingParameterDefinition *definition : algorithm->parameterDefinitions() )
      parameterNames.insert( definition->name() );
  }
  const QRegularExpression token( QStringLiteral( "\\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\\b" ) );
  const QRegularExpression snake( QStringLiteral( "^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$" ) );
  // Words of the trade that are also a parameter's name somewhere (the parcel sheet's APN, SIC, NAICS).
  for ( const QString &word : { QStringLiteral( "APN" ), QStringLiteral( "SIC" ), QStringLiteral( "NAICS" ) } )
    parameterNames.remove( word );
  for ( const QgsProcessingAlgorithm *algorithm : algorithms )
  {
    QStringList missing;
    QRegularExpressionMatchIterator it = token.globalMatch( algorithm->shortHelpString() );
    while ( it.hasNext() )
    {
      const QString name = it.next().captured( 0 );
      const bool isParameterName = parameterNames.contains( name ) || snake.match( name ).hasMatch();
      if ( isParameterName && !algorithm->parameterDefinition( name ) && !missing.contains( name ) )
        missing << name;
    }
    EXPECT_TRUE( missing.isEmpty() ) << algorithm->id().toStdString() << "'s help names " << missing.join( QLatin1String( ", " ) ).toStdString() << ", which it has no parameter of";
  }
}
