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
    parcel.id = feature.id();
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
    mByApn.add( parcel.apn, place );
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

QString SwProjectParcels::fill( SwProjectInputs &project, const QString &apn, const QgsGeometry &geometry, QgsFeatureId parcel, Site *site ) const
{
  const QString key = apn.trimmed();
  const QList<long long> named = mByApn.parcels( key );
  if ( named.size() > 1 )
    return fillShared( project, named, geometry, parcel, site );
  if ( named.size() == 1 )
  {
    const int place = static_cast<int>( named.constFirst() );
    const QString parcelApn = mParcels.at( place ).apn;
    combine( project, { place }, QObject::tr( "APN %1" ).arg( parcelApn ) );
    if ( site )
      *site = siteOf( { place } );
    return parcelApn;
  }
  const QList<int> found = under( geometry );
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

QString SwProjectParcels::fillShared( SwProjectInputs &project, const QList<long long> &named, const QgsGeometry &geometry, QgsFeatureId parcel, Site *site ) const
{
  const QString apn = mParcels.at( static_cast<int>( named.constFirst() ) ).apn;
  // Of the parcels sharing the APN, the one a sheet is about, or those the project is drawn on, are the project's.
  QList<int> chosen;
  const QList<int> drawnOn = under( geometry );
  for ( const long long place : named )
  {
    const bool asked = parcel != FID_NULL && mParcels.at( static_cast<int>( place ) ).id == parcel;
    if ( asked || ( parcel == FID_NULL && drawnOn.contains( static_cast<int>( place ) ) ) )
      chosen << static_cast<int>( place );
  }
  if ( chosen.isEmpty() )
  {
    combineShared( project, apn, named );
    return QObject::tr( "%1 (%2 parcels)" ).arg( apn ).arg( named.size() );
  }
  QStringList features;
  for ( const int place : std::as_const( chosen ) )
    features << QString::number( mParcels.at( place ).id );
  const QString which = QObject::tr( "%1 of the %2 parcels of APN %3 (feature %4)" ).arg( chosen.size() ).arg( named.size() ).arg( apn, features.join( QLatin1String( ", " ) ) );
  combine( project, chosen, which );
  if ( site )
    *site = siteOf( chosen );
  return parcel != FID_NULL ? apn : QObject::tr( "%1 (%2 of %3 parcels, under the project)" ).arg( apn ).arg( chosen.size() ).arg( named.size() );
}

QList<int> SwProjectParcels::under( const QgsGeometry &geometry ) const
{
  QList<int> found;
  if ( geometry.isNull() || geometry.isEmpty() )
    return found;
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
  return found;
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

void SwProjectParcels::combineShared( SwProjectInputs &project, const QString &apn, const QList<long long> &places ) const
{
  // Each parcel as if it were the project's alone; what they all give alike is the answer.
  QList<SwProjectInputs> each;
  QStringList features;
  for ( const long long place : places )
  {
    SwProjectInputs alone = project;
    combine( alone, { static_cast<int>( place ) }, QObject::tr( "APN %1" ).arg( apn ) );
    each << alone;
    features << QString::number( mParcels.at( static_cast<int>( place ) ).id );
  }
  const SwProjectInputs first = each.constFirst();
  project.esaRelation = first.esaRelation;
  project.hillside = first.hillside;
  project.existingImperviousSqft = first.existingImperviousSqft;
  for ( const QString &input : { QStringLiteral( "esa_relation" ), QStringLiteral( "hillside" ), QStringLiteral( "existing_impervious_sqft" ) } )
  {
    if ( first.unknownBecause.contains( input ) )
      project.unknownBecause.insert( input, first.unknownBecause.value( input ) );
  }
  // An input the parcels disagree on (a value, or a value and none) is unknown: which parcel is the applicant's lot, the data cannot say.
  const auto differ = [&]( const QString &input, const QString &field, QVariant Parcel::*held, auto value )
  {
    QStringList values;
    bool same = true;
    for ( int i = 0; i < each.size(); ++i )
    {
      same = same && value( each.at( i ) ) == value( first ) && each.at( i ).unknownBecause.value( input ) == first.unknownBecause.value( input );
      const QVariant written = mParcels.at( static_cast<int>( places.at( i ) ) ).*held;
      values << ( written.isNull() ? QObject::tr( "(empty)" ) : written.toString().trimmed() );
    }
    if ( !same )
      project.unknownBecause.insert( input, QObject::tr( "APN %1 names %2 parcels in PARCELS (features %3) whose %4 differ: %5" ).arg( apn ).arg( places.size() ).arg( features.join( QLatin1String( ", " ) ), field, values.join( QLatin1String( ", " ) ) ) );
    return !same;
  };
  if ( differ( QStringLiteral( "esa_relation" ), esaField(), &Parcel::esa, []( const SwProjectInputs &p )
               { return p.esaRelation; } ) )
    project.esaRelation.reset();
  if ( differ( QStringLiteral( "hillside" ), hillsideField(), &Parcel::hillside, []( const SwProjectInputs &p )
               { return p.hillside; } ) )
    project.hillside.reset();
  if ( differ( QStringLiteral( "existing_impervious_sqft" ), imperviousField(), &Parcel::impervious, []( const SwProjectInputs &p )
               { return p.existingImperviousSqft; } ) )
    project.existingImperviousSqft.reset();
}
