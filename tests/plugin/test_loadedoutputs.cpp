/***************************************************************************
  test_loadedoutputs.cpp: the layers a desktop run loads go, styled, into
  one layer tree group named after the run. Processing's loading is played
  as QGIS 3.22's handleAlgorithmResults does it: the layer is added to the
  project, then its post-processor runs.
 ***************************************************************************/
#include "outputs/swstyles.h"
#include "processing/swloadedoutputs.h"

#include "qgslayertree.h"
#include "qgsrenderer.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingfeedback.h"
#include "qgsproject.h"
#include "qgsvectorlayer.h"

#include <gtest/gtest.h>

namespace
{
  const QString GROUP = QStringLiteral( "Stormwater screening — City of Signal Hill — 2026-12-01 14:05" );

  //! A run's output as Processing knows it before the run ends: to be loaded into \a project.
  void willLoad( QgsProcessingContext &context, QgsProject &project, const QString &destination )
  {
    context.addLayerToLoadOnCompletion( destination, QgsProcessingContext::LayerDetails( QStringLiteral( "Screened parcels" ), &project, QStringLiteral( "OUTPUT" ) ) );
  }

  //! What Processing does at the end of the run for \a destination; returns the layer.
  QgsVectorLayer *load( QgsProcessingContext &context, QgsProject &project, const QString &destination, QgsLayerTreeGroup *where = nullptr )
  {
    QgsVectorLayer *layer = new QgsVectorLayer( QStringLiteral( "Polygon?crs=EPSG:2229&field=apn:string&field=esa_name:string&field=esa_status:string" ), destination, QStringLiteral( "memory" ) );
    project.addMapLayer( layer, where == nullptr );
    if ( where )
      where->addLayer( layer );
    QgsProcessingFeedback feedback;
    if ( QgsProcessingLayerPostProcessorInterface *processor = context.layerToLoadOnCompletionDetails( destination ).postProcessor() )
      processor->postProcessLayer( layer, context, &feedback );
    return layer;
  }

  QStringList groupNames( QgsLayerTreeGroup *root )
  {
    QStringList names;
    for ( QgsLayerTreeNode *node : root->children() )
    {
      if ( QgsLayerTree::isGroup( node ) )
        names << QgsLayerTree::toGroup( node )->name();
    }
    return names;
  }
} // namespace

TEST( LoadedOutputs, GroupNameSaysWhatRanForWhichCityAndWhen )
{
  EXPECT_EQ( SwLoadedOutputs::groupName( QStringLiteral( "Stormwater screening" ), QStringLiteral( "City of Signal Hill" ), QDateTime( QDate( 2026, 12, 1 ), QTime( 14, 5, 42 ) ) ), GROUP );
}

TEST( LoadedOutputs, ALoadedRunsLayersShareOneGroupAtTheTopStyled )
{
  QgsProject project;
  project.addMapLayer( new QgsVectorLayer( QStringLiteral( "Point?crs=EPSG:2229" ), QStringLiteral( "wells" ), QStringLiteral( "memory" ) ) );
  QgsProcessingContext context;
  willLoad( context, project, QStringLiteral( "/out/screened.gpkg" ) );
  willLoad( context, project, QStringLiteral( "/out/zones.gpkg" ) );
  SwLoadedOutputs run;
  run.start( GROUP );
  run.add( context, QStringLiteral( "/out/screened.gpkg" ), SwStyles::path( QStringLiteral( "esaadjacency" ) ) );
  run.add( context, QStringLiteral( "/out/zones.gpkg" ), QString() );

  QgsVectorLayer *screened = load( context, project, QStringLiteral( "/out/screened.gpkg" ) );
  QgsVectorLayer *zones = load( context, project, QStringLiteral( "/out/zones.gpkg" ) );

  QgsLayerTree *root = project.layerTreeRoot();
  ASSERT_EQ( groupNames( root ), QStringList{ GROUP } );
  QgsLayerTreeGroup *group = root->findGroup( GROUP );
  EXPECT_EQ( root->children().value( 0 ), group ) << "the run's group comes first";
  ASSERT_EQ( group->findLayerIds(), ( QStringList{ screened->id(), zones->id() } ) ) << "in the order they loaded";
  EXPECT_EQ( root->findLayerIds().size(), 3 ) << "the layers moved, none was removed or doubled";
  EXPECT_EQ( project.count(), 3 );
  EXPECT_EQ( screened->renderer()->type(), QStringLiteral( "categorizedSymbol" ) ) << "styled as it loads";
  EXPECT_EQ( zones->renderer()->type(), QStringLiteral( "singleSymbol" ) ) << "an output without a style keeps QGIS's";
  // Identify heads a parcel with its APN, not with the first field holding "name" (issue 49: "esa_name Hilltop Bluff Habitat").
  EXPECT_EQ( screened->displayExpression(), QStringLiteral( "\"apn\"" ) );
  EXPECT_EQ( zones->displayExpression(), QStringLiteral( "\"apn\"" ) );
}

// Processing's "results group" setting puts loaded layers in its own group
// first: the run's group still gets them.
TEST( LoadedOutputs, LayersLeaveProcessingsResultsGroup )
{
  QgsProject project;
  QgsLayerTreeGroup *results = project.layerTreeRoot()->addGroup( QStringLiteral( "Results" ) );
  QgsProcessingContext context;
  willLoad( context, project, QStringLiteral( "/out/screened.gpkg" ) );
  SwLoadedOutputs run;
  run.start( GROUP );
  run.add( context, QStringLiteral( "/out/screened.gpkg" ), QString() );
  QgsVectorLayer *layer = load( context, project, QStringLiteral( "/out/screened.gpkg" ), results );
  EXPECT_TRUE( results->findLayerIds().isEmpty() );
  EXPECT_EQ( project.layerTreeRoot()->findGroup( GROUP )->findLayerIds(), QStringList{ layer->id() } );
}

// Two runs in the same minute carry the same name: each keeps its own group.
TEST( LoadedOutputs, TwoRunsNeverShareAGroup )
{
  QgsProject project;
  QgsProcessingContext first;
  QgsProcessingContext second;
  willLoad( first, project, QStringLiteral( "/out/a.gpkg" ) );
  willLoad( second, project, QStringLiteral( "/out/b.gpkg" ) );
  SwLoadedOutputs runA;
  SwLoadedOutputs runB;
  runA.start( GROUP );
  runB.start( GROUP );
  runA.add( first, QStringLiteral( "/out/a.gpkg" ), QString() );
  runB.add( second, QStringLiteral( "/out/b.gpkg" ), QString() );
  QgsVectorLayer *a = load( first, project, QStringLiteral( "/out/a.gpkg" ) );
  QgsVectorLayer *b = load( second, project, QStringLiteral( "/out/b.gpkg" ) );
  QgsLayerTree *root = project.layerTreeRoot();
  ASSERT_EQ( groupNames( root ), ( QStringList{ GROUP, GROUP } ) );
  EXPECT_EQ( QgsLayerTree::toGroup( root->children().at( 0 ) )->findLayerIds(), QStringList{ b->id() } ) << "the newer run on top";
  EXPECT_EQ( QgsLayerTree::toGroup( root->children().at( 1 ) )->findLayerIds(), QStringList{ a->id() } );
}

// qgis_process and parcelscreen load nothing: no post-processor, no group.
TEST( LoadedOutputs, AnOutputNobodyLoadsIsLeftAlone )
{
  QgsProcessingContext context;
  SwLoadedOutputs run;
  run.start( GROUP );
  run.add( context, QStringLiteral( "/out/screened.gpkg" ), QString() );
  EXPECT_FALSE( context.willLoadLayerOnCompletion( QStringLiteral( "/out/screened.gpkg" ) ) );
  EXPECT_TRUE( context.layersToLoadOnCompletion().isEmpty() );
}
