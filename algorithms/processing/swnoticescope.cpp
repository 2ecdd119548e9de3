/***************************************************************************
  swnoticescope.cpp: a notice run's scope in words.
 ***************************************************************************/
#include "processing/swnoticescope.h"

#include "qgsprocessingparameters.h"
#include "qgsvectorlayer.h"

#include <QObject>
#include <QStringList>

namespace
{
  QStringList filters( const QVariant &input, const QgsVectorLayer *layer )
  {
    QStringList found;
    if ( input.canConvert<QgsProcessingFeatureSourceDefinition>() )
    {
      const QgsProcessingFeatureSourceDefinition definition = input.value<QgsProcessingFeatureSourceDefinition>();
      if ( definition.selectedFeaturesOnly )
        found << QObject::tr( "selected parcels only" );
      if ( definition.featureLimit > 0 )
        found << QObject::tr( "the first %1 features only" ).arg( definition.featureLimit );
    }
    if ( layer && !layer->subsetString().trimmed().isEmpty() )
      found << QObject::tr( "filter %1" ).arg( layer->subsetString().trimmed() );
    return found;
  }
} // namespace

bool SwNoticeScope::isFiltered( const QVariant &input, const QgsVectorLayer *layer )
{
  return !filters( input, layer ).isEmpty();
}

QString SwNoticeScope::describe( const QVariant &input, const QgsVectorLayer *layer, const QString &inputName, long long read, long long decided )
{
  const QStringList found = filters( input, layer );
  const QString seen = found.isEmpty() ? QObject::tr( "layer '%1' as given" ).arg( inputName ) : QObject::tr( "layer '%1', FILTERED (%2)" ).arg( inputName, found.join( QLatin1String( "; " ) ) );
  return QObject::tr( "%1: %2 parcel(s) read, %3 decided" ).arg( seen ).arg( read ).arg( decided );
}
