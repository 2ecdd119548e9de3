/***************************************************************************
  swrenumberedparcels.cpp: renumbered parcels read from two layers (see
  header).
 ***************************************************************************/
#include "changes/swrenumberedparcels.h"
#include "core/compat.h"
#include "core/swcancel.h"
#include "core/swlayername.h"
#include "core/swparcelnumber.h"
#include "core/swparcelnumberindex.h"
#include "core/swworkingcrs.h"

#include "qgsexception.h"
#include "qgsfeatureiterator.h"
#include "qgsfeaturerequest.h"
#include "qgsfeaturesource.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsvectorlayer.h"

namespace
{
  //! Every parcel of \a source by its APN (SwParcelNumber::key), by feature id; read without geometry.
  SwParcelNumberIndex idsByApn( QgsFeatureSource &source, int apnField, QgsFeedback *feedback )
  {
    QgsFeatureRequest request;
    request.setFlags( SW_FEATURE_REQUEST_FLAG( NoGeometry ) );
    request.setSubsetOfAttributes( QgsAttributeList{ apnField } );
    SwParcelNumberIndex ids;
    QgsFeatureIterator it = source.getFeatures( request );
    QgsFeature feature;
    while ( it.nextFeature( feature ) )
    {
      SwCancel::check( feedback );
      ids.add( feature.attribute( apnField ).toString(), feature.id() );
    }
    return ids;
  }

  /**
   * The parcels of \a ids whose APN \a others lacks. An APN of two or more
   * parcels is not one parcel's land: its parcels are left out, and it is
   * added to \a repeated.
   */
  QgsFeatureIds missingFrom( const SwParcelNumberIndex &ids, const SwParcelNumberIndex &others, QStringList &repeated )
  {
    QgsFeatureIds missing;
    for ( const QString &apn : ids.numbers() )
    {
      if ( others.contains( apn ) )
        continue;
      if ( ids.isRepeated( apn ) )
        repeated << apn;
      else
        missing.insert( ids.parcels( apn ).constFirst() );
    }
    repeated.sort();
    return missing;
  }

  //! Notes each of \a repeated (APNs of \a ids, read from \a layer) as not decided, and warns with them.
  void noteRepeated( SwRenumbering &renumbering, const QStringList &repeated, const SwParcelNumberIndex &ids, const QString &layer, QgsProcessingFeedback *feedback )
  {
    for ( const QString &apn : repeated )
    {
      QStringList features;
      for ( const long long id : ids.parcels( apn ) )
        features << QString::number( id );
      renumbering.notDecided( apn, QObject::tr( "%1 names %2 parcels in %3 (features %4), so its land is not one parcel's" ).arg( ids.written( apn ) ).arg( features.size() ).arg( layer, features.join( QLatin1String( ", " ) ) ) );
    }
    if ( feedback && !repeated.isEmpty() )
      feedback->pushWarning( QObject::tr( "%1: %2 APN(s) the other layer lacks name two or more parcels each (field apn): %3; whether they were renumbered is not decided" ).arg( layer ).arg( repeated.size() ).arg( ids.repeatedNamed( repeated ) ) );
  }
} // namespace

QgsProcessingParameterDefinition *SwRenumberedParcels::input( const QString &help )
{
  auto previous = std::make_unique<QgsProcessingParameterVectorLayer>( inputName(), QObject::tr( "Earlier screened parcels, to follow renumbered parcels" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true );
  previous->setHelp( help + QObject::tr( " A parcel of the earlier layer whose APN this one lacks and a parcel of this one whose APN the earlier lacks are the same parcel renumbered when each covers at least 90% of the other's area; a split or a merge is not, nor is an APN either layer gives two or more parcels (not decided, and the log names it)." ) );
  return previous.release();
}

long long SwRenumberedParcels::addShapes( SwRenumbering &renumbering, Side side, QgsFeatureSource &source, int apnField, const QgsFeatureIds &ids, const SwWorkingCrs &working, const QgsCoordinateTransformContext &context, QgsFeedback *feedback )
{
  if ( ids.isEmpty() )
    return 0;
  // A layer without a CRS is taken to be in the working CRS, as the screens take it.
  const QgsCoordinateTransform toWorking = source.sourceCrs().isValid() ? working.transformFrom( source.sourceCrs(), context ) : QgsCoordinateTransform();
  QgsFeatureRequest request( ids );
  request.setSubsetOfAttributes( QgsAttributeList{ apnField } );
  QgsFeatureIterator it = source.getFeatures( request );
  QgsFeature feature;
  long long unmeasured = 0;
  while ( it.nextFeature( feature ) )
  {
    SwCancel::check( feedback );
    QgsGeometry shape = feature.geometry();
    try
    {
      if ( toWorking.isValid() )
        shape.transform( toWorking );
    }
    catch ( const QgsCsException & )
    {
      ++unmeasured;
      continue;
    }
    if ( !shape.isNull() && !shape.isGeosValid() )
      shape = SwGeos::polygonalPart( shape.makeValid() );
    const QString apn = feature.attribute( apnField ).toString().trimmed();
    if ( side == Side::Previous )
      renumbering.addPrevious( apn, shape );
    else
      renumbering.addCurrent( apn, shape );
  }
  return unmeasured;
}

SwRenumbering SwRenumberedParcels::between( QgsVectorLayer &previous, QgsFeatureSource &current, int currentApnField, const SwWorkingCrs &working, const QgsCoordinateTransformContext &context, QgsProcessingFeedback *feedback )
{
  const int previousApn = previous.fields().lookupField( QStringLiteral( "apn" ) );
  if ( previousApn < 0 )
    throw QgsProcessingException( QObject::tr( "PREVIOUS: layer '%1' has no field 'apn' (fields: %2): give an earlier screening of the parcels (the OUTPUT of stormwater:screenparcels or stormwater:vacantparcels)" ).arg( SwLayerName::of( &previous ), previous.fields().names().join( QLatin1String( ", " ) ) ) );
  const SwParcelNumberIndex before = idsByApn( previous, previousApn, feedback );
  const SwParcelNumberIndex now = idsByApn( current, currentApnField, feedback );
  QStringList goneRepeated;
  QStringList freshRepeated;
  const QgsFeatureIds gone = missingFrom( before, now, goneRepeated );
  const QgsFeatureIds fresh = missingFrom( now, before, freshRepeated );

  SwRenumbering renumbering;
  const long long unmeasured = addShapes( renumbering, Side::Previous, previous, previousApn, gone, working, context, feedback ) + addShapes( renumbering, Side::Current, current, currentApnField, fresh, working, context, feedback );
  renumbering.match( feedback );
  SwCancel::check( feedback );
  noteRepeated( renumbering, goneRepeated, before, QObject::tr( "PREVIOUS '%1'" ).arg( SwLayerName::of( &previous ) ), feedback );
  noteRepeated( renumbering, freshRepeated, now, QObject::tr( "this layer" ), feedback );
  if ( feedback )
  {
    QStringList said;
    for ( const SwRenumbering::Pair &pair : renumbering.pairs() )
      said << SwRenumbering::words( pair );
    feedback->pushInfo( QObject::tr( "PREVIOUS '%1': %2 of its parcels are no longer on the roll and %3 are new to it; %4 renumbered (the same land under a new APN)%5" )
                          .arg( SwLayerName::of( &previous ) )
                          .arg( gone.size() )
                          .arg( fresh.size() )
                          .arg( renumbering.pairs().size() )
                          .arg( said.isEmpty() ? QString() : QStringLiteral( ": %1" ).arg( said.mid( 0, 20 ).join( QLatin1String( "; " ) ) ) ) );
    if ( unmeasured > 0 )
      feedback->pushWarning( QObject::tr( "PREVIOUS: %1 parcel(s) could not be moved into %2, so whether they were renumbered is not decided" ).arg( unmeasured ).arg( working.crs().authid() ) );
  }
  return renumbering;
}
