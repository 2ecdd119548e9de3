/***************************************************************************
  swstyles.cpp: default styles in GeoPackages and on loaded outputs.
 ***************************************************************************/
#include "outputs/swstyles.h"

#include "qgsprocessingcontext.h"
#include "qgsprocessingfeedback.h"
#include "qgsvectorlayer.h"

#include <QFile>
#include <QFileInfo>

namespace
{
  // Styles an output layer when the desktop loads it at the end of a run.
  class StylePostProcessor : public QgsProcessingLayerPostProcessorInterface
  {
  public:
    explicit StylePostProcessor( const QString &style )
      : mStyle( style )
    {
    }

    void postProcessLayer( QgsMapLayer *layer, QgsProcessingContext &, QgsProcessingFeedback * ) override
    {
      bool ok = false;
      layer->loadNamedStyle( mStyle, ok );
      if ( ok )
        layer->triggerRepaint();
    }

  private:
    QString mStyle;
  };
} // namespace

QString SwStyles::path( const QString &styleName )
{
  return QStringLiteral( ":/stormwater/styles/%1.qml" ).arg( styleName );
}

void SwStyles::apply( const QString &destination, const QString &styleName, QgsProcessingContext &context, QgsProcessingFeedback *feedback )
{
  const QString style = path( styleName );
  if ( !QFile::exists( style ) )
  {
    feedback->pushWarning( QObject::tr( "No style named %1" ).arg( styleName ) );
    return;
  }
  if ( context.willLoadLayerOnCompletion( destination ) )
    context.layerToLoadOnCompletionDetails( destination ).setPostProcessor( new StylePostProcessor( style ) );

  const QString file = destination.section( '|', 0, 0 );
  if ( QFileInfo( file ).suffix().compare( QLatin1String( "gpkg" ), Qt::CaseInsensitive ) != 0 || !QFileInfo::exists( file ) )
    return;
  QgsVectorLayer layer( destination, styleName, QStringLiteral( "ogr" ) );
  if ( !layer.isValid() )
    return;
  bool ok = false;
  const QString loadMessage = layer.loadNamedStyle( style, ok );
  if ( !ok )
  {
    feedback->pushWarning( QObject::tr( "Could not read style %1: %2" ).arg( styleName, loadMessage ) );
    return;
  }
  QString error;
  layer.saveStyleToDatabase( styleName, QObject::tr( "Stormwater parcel screening: %1" ).arg( styleName ), true, QString(), error );
  if ( !error.isEmpty() )
    feedback->pushWarning( QObject::tr( "Could not store the default style in %1: %2" ).arg( file, error ) );
}
