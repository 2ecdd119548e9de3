/***************************************************************************
  swprojectparcels.cpp: the screened parcels under a project (see header).
 ***************************************************************************/
#include "lid/swprojectparcels.h"
#include "core/swparcelnumber.h"
#include "core/compat.h"
#include "core/swcancel.h"
#include "core/swworkingcrs.h"

#include "qgscoordinatetransform.h"
#include "qgsfeaturerequest.h"
#include "qgsfeaturesource.h"
#include "qgsfeedback.h"
#include "qgsgeometryengine.h"

#include <QObject>

#include <algorithm>
#include <memory>

std::optional<bool> SwProjectParcels::yesNo( const QVariant &value )
{
  if ( value.isNull() || !value.isValid() )
    return std::nullopt;
  const QString text = value.toString().trimmed().toLower();
  if ( text == QLatin1String( "1" ) || text == QLatin1String( "true" ) || text == QLatin1String( "yes" ) || text == QLatin1String( "y" ) )
    return true;
  if ( text == QLatin1String( "0" ) || text == QLatin1String( "false" ) || text == QLatin1String( "no" ) || text == QLatin1String( "n" ) )
    return false;
  return std::nullopt;
}

SwProjectParcels::SwProjectParcels( QgsFeatureSource &parcels, int apnField, bool byLocation, const QgsCoordinateReferenceSystem &projectCrs, const QgsCoordinateTransformContext &transformContext, QgsFeedback *feedback )
{
  const QgsFields fields = parcels.fields();
  const int esa = fields.lookupField( esaField() );
  const int hillside = fields.lookupField( hillsideField() );
  const int impervious = fields.lookupField( imperviousField() );
  // A project's design volume: the depth over its parcel (the isohyets' own, else the design storm), the infeasible share, the intensity.
  const int isohyet = fields.lookupField( QStringLiteral( "isohyet_in" ) ) >= 0 ? fields.lookupField( QStringLiteral( "isohyet_in" ) ) : fields.lookupField( QStringLiteral( "design_storm_in" ) );
  const int infeasible = fields.lookupField( QStringLiteral( "infeasible_fraction" ) );
  const int flowthrough = fields.lookupField( QStringLiteral( "flowthrough_in_hr" ) );
  mHasEsa = esa >= 0;
  mHasHillside = hillside >= 0;
  mHasImpervious = impervious >= 0;

  QgsFeatureRequest request;
  QgsAttributeList wanted;
  for ( const int index : { apnField, esa, hillside, impervious, isohyet, infeasible, flowthrough } )
  {
    if ( index >= 0 )
      wanted << index;
  }
  request.setSubsetOfAttributes( wanted );
  if ( byLocation && projectCrs.isValid() && parcels.sourceCrs().isValid() )
    request.setDestinationCrs( projectCrs, transformContext );
  // The parcel's area, in square feet as the screens measure it, for a project that gives no site area.
  const QgsCoordinateReferenceSystem readCrs = request.destinationCrs().isValid() ? request.destinationCrs() : parcels.sourceCrs();
  const SwWorkingCrs working = SwWorkingCrs::choose( readCrs );
  const QgsCoordinateTransform toWorking = working.transformFrom( readCrs, transformContext );

  QgsFeatureIterator it = parcels.getFeatures( request );
  QgsFeature feature;
  while ( it.nextFeature( feature ) )
  {
    SwCancel::check( feedback );
    Parcel parcel;
    if ( apnField >= 0 )
      parcel.apn = feature.attribute( apnField ).toString().trimmed();
    if ( esa >= 0 )
      parcel.esa = feature.attribute( esa );
    if ( hillside >= 0 )
      parcel.hillside = feature.attribute( hillside );
    if ( impervious >= 0 )
      parcel.impervious = feature.attribute( impervious );
    parcel.isohyet = isohyet >= 0 ? feature.attribute( isohyet ) : QVariant();
    parcel.infeasible = infeasible >= 0 ? feature.attribute( infeasible ) : QVariant();
    parcel.flowthrough = flowthrough >= 0 ? feature.attribute( flowthrough ) : QVariant();
    parcel.areaSqft = areaSqft( feature.geometry(), working, toWorking );
    const int place = mParcels.size();
    if ( byLocation && feature.hasGeometry() )
    {
      parcel.geometry = feature.geometry();
      mIndex.addFeature( place, parcel.geometry.boundingBox() );
    }
    // A permit system's 7004001007 is the roll's 7004-001-007.
    const QString apnKey = SwParcelNumber::key( parcel.apn );
    if ( !apnKey.isEmpty() && !mByApn.contains( apnKey ) )
      mByApn.insert( apnKey, place );
    mParcels << parcel;
  }
}

std::optional<double> SwProjectParcels::areaSqft( QgsGeometry geometry, const SwWorkingCrs &working, const QgsCoordinateTransform &toWorking )
{
  if ( geometry.isNull() || geometry.isEmpty() )
    return std::nullopt;
  try
  {
    if ( toWorking.isValid() && !toWorking.isShortCircuited() )
      geometry.transform( toWorking );
  }
  catch ( const QgsCsException & )
  {
    return std::nullopt;
  }
  return working.toSquareFeet( geometry.area() );
}

SwProjectParcels::Site SwProjectParcels::siteOf( const QList<int> &parcels ) const
{
  // A project over several parcels: areas add up, the rest is weighted by area; one unknown leaves the figure unknown.
  Site site;
  double area = 0;
  double isohyet = 0, infeasible = 0, flowthrough = 0;
  bool isohyetKnown = true, infeasibleKnown = true, flowthroughKnown = true;
  const auto add = []( const QVariant &value, double weight, double &sum, bool &known )
  {
    bool ok = false;
    const double number = value.toDouble( &ok );
    known = known && !value.isNull() && ok;
    sum += number * weight;
  };
  for ( const int place : parcels )
  {
    const Parcel &parcel = mParcels.at( place );
    if ( !parcel.areaSqft )
      return site;
    area += *parcel.areaSqft;
    add( parcel.isohyet, *parcel.areaSqft, isohyet, isohyetKnown );
    add( parcel.infeasible, *parcel.areaSqft, infeasible, infeasibleKnown );
    add( parcel.flowthrough, *parcel.areaSqft, flowthrough, flowthroughKnown );
  }
  if ( parcels.isEmpty() || area <= 0 )
    return site;
  site.areaSqft = area;
  if ( isohyetKnown )
    site.isohyetIn = isohyet / area;
  if ( infeasibleKnown )
    site.infeasibleShare = infeasible / area;
  if ( flowthroughKnown )
    site.flowthroughInHr = flowthrough / area;
  return site;
}

QStringList SwProjectParcels::absentFields() const
{
  QStringList absent;
  if ( !mHasEsa )
    absent << QObject::tr( "%1 (run stormwater:esaadjacency or screenparcels)" ).arg( esaField() );
  if ( !mHasHillside )
    absent << QObject::tr( "%1 (run stormwater:hillside or screenparcels)" ).arg( hillsideField() );
  if ( !mHasImpervious )
    absent << QObject::tr( "%1 (run stormwater:impervious, or give EXISTING_IMPERVIOUS_SQFT_FIELD)" ).arg( imperviousField() );
  return absent;
}

QString SwProjectParcels::fill( SwProjectInputs &project, const QString &apn, const QgsGeometry &geometry, Site *site ) const
{
  const QString key = apn.trimmed();
  const auto byApn = mByApn.constFind( SwParcelNumber::key( key ) );
  if ( byApn != mByApn.constEnd() )
  {
    const QString parcelApn = mParcels.at( *byApn ).apn;
    combine( project, { *byApn }, QObject::tr( "APN %1" ).arg( parcelApn ) );
    if ( site )
      *site = siteOf( { *byApn } );
    return parcelApn;
  }
  QList<int> found;
  if ( !geometry.isNull() && !geometry.isEmpty() )
  {
    std::unique_ptr<QgsGeometryEngine> engine( QgsGeometry::createGeometryEngine( geometry.constGet() ) );
    engine->prepareGeometry();
    const bool area = geometry.type() == SW_GEOMETRY( Polygon );
    for ( const QgsFeatureId id : mIndex.intersects( geometry.boundingBox() ) )
    {
      const QgsGeometry &parcel = mParcels.at( static_cast<int>( id ) ).geometry;
      // A polygon project is on the parcels it shares area with, not those it only touches.
      if ( engine->intersects( parcel.constGet() ) && ( !area || !engine->touches( parcel.constGet() ) ) )
        found << static_cast<int>( id );
    }
    std::sort( found.begin(), found.end() );
  }
  if ( found.isEmpty() )
  {
    const QString because = key.isEmpty() ? ( geometry.isNull() ? QObject::tr( "the project has no APN and no geometry" ) : QObject::tr( "the project's geometry is on no parcel of PARCELS" ) ) : QObject::tr( "APN %1 is not in PARCELS" ).arg( key );
    for ( const QString &input : { QStringLiteral( "esa_relation" ), QStringLiteral( "hillside" ), QStringLiteral( "existing_impervious_sqft" ) } )
      project.unknownBecause.insert( input, because );
    return QString();
  }
  QStringList apns;
  for ( const int place : std::as_const( found ) )
    apns << mParcels.at( place ).apn;
  combine( project, found, QObject::tr( "the parcels under the project (%1)" ).arg( apns.join( QLatin1String( ", " ) ) ) );
  if ( site )
    *site = siteOf( found );
  return apns.join( QLatin1String( ", " ) );
}

void SwProjectParcels::combine( SwProjectInputs &project, const QList<int> &parcels, const QString &where ) const
{
  const QString undecided = QObject::tr( "the screen left %1 undecided" ).arg( where );
  if ( !mHasEsa )
    project.unknownBecause.insert( QStringLiteral( "esa_relation" ), QObject::tr( "PARCELS has no %1 field" ).arg( esaField() ) );
  else
  {
    // The strictest relation wins; an undecided parcel leaves it open unless one is inside.
    bool open = false;
    int rank = -1;
    static const QStringList order{ QStringLiteral( "outside" ), QStringLiteral( "directly_adjacent" ), QStringLiteral( "inside" ) };
    for ( const int place : parcels )
    {
      const int r = order.indexOf( mParcels.at( place ).esa.toString().trimmed().toLower() );
      if ( r < 0 )
        open = true;
      rank = std::max( rank, r );
    }
    if ( rank == 2 || ( !open && rank >= 0 ) )
      project.esaRelation = order.at( rank );
    else
      project.unknownBecause.insert( QStringLiteral( "esa_relation" ), undecided );
  }
  if ( !mHasHillside )
    project.unknownBecause.insert( QStringLiteral( "hillside" ), QObject::tr( "PARCELS has no %1 field" ).arg( hillsideField() ) );
  else
  {
    bool open = false;
    bool any = false;
    for ( const int place : parcels )
    {
      const std::optional<bool> hillside = yesNo( mParcels.at( place ).hillside );
      open = open || !hillside;
      any = any || ( hillside && *hillside );
    }
    if ( any || !open )
      project.hillside = any;
    else
      project.unknownBecause.insert( QStringLiteral( "hillside" ), undecided );
  }
  if ( project.existingImperviousSqft )
    return;
  if ( !mHasImpervious )
  {
    project.unknownBecause.insert( QStringLiteral( "existing_impervious_sqft" ), QObject::tr( "PARCELS has no %1 field and EXISTING_IMPERVIOUS_SQFT_FIELD gives none" ).arg( imperviousField() ) );
    return;
  }
  double total = 0;
  for ( const int place : parcels )
  {
    bool ok = false;
    const QVariant value = mParcels.at( place ).impervious;
    const double sqft = value.toDouble( &ok );
    if ( value.isNull() || !ok )
    {
      project.unknownBecause.insert( QStringLiteral( "existing_impervious_sqft" ), undecided );
      return;
    }
    total += sqft;
  }
  project.existingImperviousSqft = total;
}
