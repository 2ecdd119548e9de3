/***************************************************************************
  swloadedoutputs.cpp: style and group the layers a desktop run loads.
 ***************************************************************************/
#include "processing/swloadedoutputs.h"
#include "outputs/swstyles.h"

#include "qgsvectorlayer.h"

#include "qgslayertree.h"
#include "qgsmaplayer.h"
#include "qgsprocessingcontext.h"
#include "qgsproject.h"

#include <QPointer>

struct SwLoadedOutputs::Run
{
  QString groupName;
  // Not found by name: a second run in the same minute gets its own group.
  QPointer<QgsLayerTreeGroup> group;
};

namespace
{
  class LoadedOutputPostProcessor : public QgsProcessingLayerPostProcessorInterface
  {
  public:
    LoadedOutputPostProcessor( std::shared_ptr<SwLoadedOutputs::Run> run, const QString &stylePath )
      : mRun( std::move( run ) )
      , mStylePath( stylePath )
    {
    }

    void postProcessLayer( QgsMapLayer *layer, QgsProcessingContext &, QgsProcessingFeedback * ) override
    {
      if ( !mStylePath.isEmpty() )
      {
        bool ok = false;
        layer->loadNamedStyle( mStylePath, ok );
        if ( ok )
          layer->triggerRepaint();
      }
      if ( QgsVectorLayer *vector = qobject_cast<QgsVectorLayer *>( layer ) )
        SwStyles::nameByApn( *vector );
      moveIntoGroup( layer );
    }

  private:
    void moveIntoGroup( QgsMapLayer *layer )
    {
      QgsProject *project = layer->project();
      if ( !project )
        return;
      QgsLayerTree *root = project->layerTreeRoot();
      QgsLayerTreeLayer *node = root->findLayer( layer );
      if ( !node || !node->parent() )
        return;
      if ( !mRun->group )
        mRun->group = root->insertGroup( 0, mRun->groupName );
      if ( node->parent() == mRun->group )
        return;
      // The clone joins the group before the original leaves its place, so
      // the layer is never absent from the tree (which would remove it from
      // the project).
      mRun->group->addChildNode( node->clone() );
      qobject_cast<QgsLayerTreeGroup *>( node->parent() )->removeChildNode( node );
    }

    std::shared_ptr<SwLoadedOutputs::Run> mRun;
    QString mStylePath;
  };
} // namespace

QString SwLoadedOutputs::groupName( const QString &what, const QString &city, const QDateTime &started )
{
  return QStringLiteral( "%1 — %2 — %3" ).arg( what, city, started.toString( QStringLiteral( "yyyy-MM-dd HH:mm" ) ) );
}

void SwLoadedOutputs::start( const QString &groupName )
{
  mRun = std::make_shared<Run>();
  mRun->groupName = groupName;
}

QString SwLoadedOutputs::groupName() const
{
  return mRun ? mRun->groupName : QString();
}

void SwLoadedOutputs::add( QgsProcessingContext &context, const QString &destination, const QString &stylePath ) const
{
  if ( !mRun || !context.willLoadLayerOnCompletion( destination ) )
    return;
  context.layerToLoadOnCompletionDetails( destination ).setPostProcessor( new LoadedOutputPostProcessor( mRun, stylePath ) );
}
