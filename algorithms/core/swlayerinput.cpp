/***************************************************************************
  swlayerinput.cpp: checked vector inputs and conditions.
 ***************************************************************************/
#include "core/swlayerinput.h"
#include "postgis/swpgsourcecheck.h"
#include "qgsmaplayer.h"
#include "core/swlayername.h"
#include "core/swworkingcrs.h"
#include "core/compat.h"

#include "qgsexception.h"
#include "qgsexpressioncontextutils.h"
#include "qgsfeaturerequest.h"
#include "qgsprocessingcontext.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsproviderregistry.h"
#include "qgsvectorlayer.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <gdal.h>
#include <ogr_api.h>

namespace
{
  QString geometryTypeName( SwGeometryType type )
  {
    switch ( type )
    {
      case SW_GEOMETRY( Polygon ):
        return QObject::tr( "polygons" );
      case SW_GEOMETRY( Line ):
        return QObject::tr( "lines" );
      case SW_GEOMETRY( Point ):
        return QObject::tr( "points" );
      default:
        break;
    }
    return QObject::tr( "geometries" );
  }

  int sourceTypeFor( SwGeometryType type )
  {
    switch ( type )
    {
      case SW_GEOMETRY( Polygon ):
        return static_cast<int>( SW_PROCESSING_SOURCE_POLYGON );
      case SW_GEOMETRY( Line ):
        return static_cast<int>( SW_PROCESSING_SOURCE_LINE );
      case SW_GEOMETRY( Point ):
        return static_cast<int>( SW_PROCESSING_SOURCE_POINT );
      default:
        break;
    }
    return static_cast<int>( SW_PROCESSING_SOURCE_ANY );
  }
} // namespace

bool SwLayerInput::isGiven( const QVariant &value )
{
  if ( !value.isValid() || value.isNull() )
    return false;
  if ( value.type() == QVariant::String )
    return !value.toString().trimmed().isEmpty();
  if ( value.type() == QVariant::List || value.type() == QVariant::StringList )
    return !value.toList().isEmpty();
  return true;
}

namespace
{
  //! The vector layers of the file \a path, in its order; empty when GDAL cannot open it.
  QStringList layerNames( const QString &path )
  {
    QStringList layers;
    GDALDatasetH dataset = GDALOpenEx( path.toUtf8().constData(), GDAL_OF_VECTOR | GDAL_OF_READONLY, nullptr, nullptr, nullptr );
    if ( !dataset )
      return layers;
    for ( int i = 0; i < GDALDatasetGetLayerCount( dataset ); ++i )
      layers << QString::fromUtf8( OGR_L_GetName( GDALDatasetGetLayer( dataset, i ) ) );
    GDALClose( dataset );
    return layers;
  }
} // namespace

QString SwLayerInput::whyUnreadable( const QString &parameter, const QString &source, QgsProcessingContext &context )
{
  // A PostGIS table is asked of its server: connection, table, key, filter, lock.
  const QString postgis = SwPgSourceCheck::postgisUri( source );
  if ( !postgis.isEmpty() )
    return SwPgSourceCheck::whyUnreadable( parameter, postgis );
  // A layer of the project or one already loaded is readable by name (a PostGIS one checked as above).
  if ( source.trimmed().isEmpty() )
    return QString();
  if ( const QgsMapLayer *loaded = QgsProcessingUtils::mapLayerFromString( source, context, false ) )
    return loaded->providerType() == QLatin1String( "postgres" ) ? SwPgSourceCheck::whyUnreadable( parameter, loaded->source() ) : QString();
  // Databases and services ("postgres://", "dbname=..."), GDAL's virtual files: not a file to look for.
  if ( QRegularExpression( QStringLiteral( "^[A-Za-z][A-Za-z0-9+.-]+:" ) ).match( source ).hasMatch() || source.startsWith( QLatin1String( "/vsi" ) ) || source.contains( QLatin1String( "dbname=" ) ) )
    return QString();
  const QVariantMap parts = QgsProviderRegistry::instance()->decodeUri( QStringLiteral( "ogr" ), source );
  const QString path = parts.value( QStringLiteral( "path" ) ).toString();
  if ( path.isEmpty() )
    return QString();
  if ( !QFileInfo::exists( path ) )
    return QObject::tr( "%1: no such file %2" ).arg( parameter, path );
  const QString wanted = parts.value( QStringLiteral( "layerName" ) ).toString();
  if ( wanted.isEmpty() )
    return QString();
  const QStringList layers = layerNames( path );
  if ( layers.isEmpty() )
    return QString();
  for ( const QString &layer : std::as_const( layers ) )
  {
    if ( layer.compare( wanted, Qt::CaseInsensitive ) == 0 )
      return QString();
  }
  return QObject::tr( "%1: %2 has no layer '%3'; its layers are: %4" ).arg( parameter, path, wanted, layers.join( QLatin1String( ", " ) ) );
}

QString SwLayerInput::unnamedLayerAdvice( const QVariant &value )
{
  // The dialog and models pass a source definition; scripts a plain string.
  const QString source = value.userType() == QMetaType::type( "QgsProcessingFeatureSourceDefinition" ) ? value.value<QgsProcessingFeatureSourceDefinition>().source.staticValue().toString() : value.toString();
  const QVariantMap parts = QgsProviderRegistry::instance()->decodeUri( QStringLiteral( "ogr" ), source );
  const QString path = parts.value( QStringLiteral( "path" ) ).toString();
  if ( path.isEmpty() || !parts.value( QStringLiteral( "layerName" ) ).toString().isEmpty() || !parts.value( QStringLiteral( "layerId" ) ).toString().isEmpty() || !QFileInfo::exists( path ) )
    return QString();
  const QStringList layers = layerNames( path );
  if ( layers.size() < 2 )
    return QString();
  // A layer whose name says parcels is the likely one to suggest.
  QString example = layers.last();
  for ( const QString &layer : std::as_const( layers ) )
    if ( layer.contains( QLatin1String( "parcel" ), Qt::CaseInsensitive ) )
      example = layer;
  return QObject::tr( "%1 holds %2 layers and none was named, so its first ('%3') was opened; name one, e.g. %1|layername=%4. Its layers: %5" ).arg( path ).arg( layers.size() ).arg( layers.first(), example, layers.join( QLatin1String( ", " ) ) );
}

SwLayerInput::Layer SwLayerInput::layer( const QVariantMap &parameters, const QString &parameter, SwGeometryType geometryType, QgsProcessingContext &context )
{
  Layer result;
  const QVariant value = parameters.value( parameter );
  if ( !isGiven( value ) )
    return result;
  const QgsProcessingParameterFeatureSource definition( parameter, QString(), QList<int>() << sourceTypeFor( geometryType ) );
  result.source.reset( QgsProcessingParameters::parameterAsSource( &definition, value, context ) );
  if ( !result.source )
    throw QgsProcessingException( QObject::tr( "%1: '%2' cannot be read as a vector layer" ).arg( parameter, value.toString() ) );
  result.name = result.source->sourceName();
  if ( const QgsVectorLayer *vector = QgsProcessingParameters::parameterAsVectorLayer( &definition, value, context ) )
  {
    result.name = SwLayerName::of( vector );
    result.direct = SwGeoPackageReader::locate( value, vector, context.invalidGeometryCheck() );
  }
  if ( QgsWkbTypes::geometryType( result.source->wkbType() ) != geometryType )
  {
    const QString advice = unnamedLayerAdvice( value );
    if ( !advice.isEmpty() )
      throw QgsProcessingException( QObject::tr( "%1: %2" ).arg( parameter, advice ) );
    throw QgsProcessingException( QObject::tr( "%1 layer '%2' must hold %3; it holds %4" ).arg( parameter, result.name, geometryTypeName( geometryType ), QgsWkbTypes::displayString( result.source->wkbType() ) ) );
  }
  if ( !SwWorkingCrs::isDefined( result.source->sourceCrs() ) )
    throw QgsProcessingException( QObject::tr( "%1 layer '%2' has no CRS; assign its CRS first" ).arg( parameter, result.name ) );
  return result;
}

SwFeatureIndex::LoadReport SwLayerInput::load( Layer &layer, const QString &parameter, SwFeatureIndex &index, const SwWorkingCrs &working, QgsProcessingContext &context, QgsProcessingFeedback *feedback, QStringList &summary, const std::function<bool( const QgsFeature & )> &accept )
{
  const SwFeatureIndex::LoadReport report = index.addSource( *layer.source, layer.name, working, context.transformContext(), feedback, accept, layer.direct );
  if ( report.untransformable > 0 )
    throw QgsProcessingException( QObject::tr( "%1: %2 feature(s) of layer '%3' cannot be transformed from %4 to %5" ).arg( parameter ).arg( report.untransformable ).arg( layer.name, layer.source->sourceCrs().authid(), working.crs().authid() ) );
  if ( report.repaired > 0 )
    summary << QObject::tr( "%1: %2 invalid feature(s) of layer '%3' were repaired" ).arg( parameter ).arg( report.repaired ).arg( layer.name );
  if ( report.skippedEmpty > 0 )
    summary << QObject::tr( "%1: %2 feature(s) of layer '%3' have no geometry and were ignored" ).arg( parameter ).arg( report.skippedEmpty ).arg( layer.name );
  return report;
}

SwLayerInput::Condition::Condition( const QString &name, const QString &expression, const QgsFields &fields, const QString &layerName )
  : mName( name )
  , mText( expression )
  , mExpression( std::make_unique<QgsExpression>( expression ) )
{
  if ( mExpression->hasParserError() )
    throw QgsProcessingException( QObject::tr( "%1 '%2' is not a valid expression: %3" ).arg( name, expression, mExpression->parserErrorString() ) );
  const QSet<QString> columns = mExpression->referencedColumns();
  QStringList missing;
  for ( const QString &column : columns )
  {
    if ( column != QgsFeatureRequest::ALL_ATTRIBUTES && fields.lookupField( column ) < 0 )
      missing << column;
  }
  if ( !missing.isEmpty() )
  {
    missing.sort();
    throw QgsProcessingException( QObject::tr( "%1 '%2' refers to field '%3', which layer '%4' does not have (its fields: %5)" ).arg( name, expression, missing.first(), layerName, fields.names().join( QLatin1String( ", " ) ) ) );
  }
  mContext.appendScope( QgsExpressionContextUtils::globalScope() );
  mContext.setFields( fields );
  mExpression->prepare( &mContext );
}

QVariant SwLayerInput::Condition::test( const QgsFeature &feature, const QString &what )
{
  mContext.setFeature( feature );
  const QVariant value = mExpression->evaluate( &mContext );
  if ( mExpression->hasEvalError() )
    throw QgsProcessingException( QObject::tr( "%1 '%2' failed on %3: %4" ).arg( mName, mText, what, mExpression->evalErrorString() ) );
  if ( !value.isValid() || value.isNull() )
    return QVariant();
  switch ( value.type() )
  {
    case QVariant::Bool:
      return value.toBool();
    case QVariant::Int:
    case QVariant::LongLong:
    case QVariant::UInt:
    case QVariant::ULongLong:
    case QVariant::Double:
      return value.toDouble() != 0;
    default:
      break;
  }
  // Any other value (a string such as 'Y') counts as true unless empty.
  return !value.toString().isEmpty();
}
