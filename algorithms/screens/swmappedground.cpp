/***************************************************************************
  swmappedground.cpp: the ground a reference layer maps, and the part of a
  parcel off it.
 ***************************************************************************/
#include "screens/swmappedground.h"
#include "core/swparameterreader.h"
#include "pipeline/swparcel.h"
#include "pipeline/swscreen.h"

#include <QLocale>

const SwChoices &SwMappedGround::outsideChoices()
{
  static const SwChoices sChoices{
    { unknown(), notPresent() },
    { { QStringLiteral( "not present" ), notPresent() }, { QStringLiteral( "none" ), notPresent() }, { QStringLiteral( "absent" ), notPresent() }, { QStringLiteral( "no" ), notPresent() } } };
  return sChoices;
}

void SwMappedGround::addParameter( SwParameterSink &sink, const QString &name, const QString &layerParameter, const QString &presence, const QString &inventory )
{
  sink.add( new SwChoiceParameter( name, QObject::tr( "Outside the %1 polygons (not selected = unknown)" ).arg( layerParameter ), outsideChoices(), QVariant(), true ),
            QObject::tr( "what the ground outside every polygon of %1 means. unknown (the default): the layer says nothing there, as a soil survey with holes or a map of part of the city; a parcel's part there cannot decide \"no\", the screen leaves its answer empty unless the rest already decides it, and its status says why. not_present: %1 maps every place with %2 (%3), so outside them there is none." )
              .arg( layerParameter, presence, inventory ) );
}

void SwMappedGround::addSoilsParameter( SwParameterSink &sink )
{
  addParameter( sink, soilsOutside(), QStringLiteral( "SOILS" ), QObject::tr( "soil and its infiltration rate (technical infeasibility) or erodibility (hillside)" ), QObject::tr( "a layer of the slow or erodible soils only" ) );
}

void SwMappedGround::prepare( const SwParameterReader &reader, const QString &outsideParameter, const QString &layerParameter, const QString &layerName, const QVector<QgsGeometry> &polygons )
{
  mParameter = outsideParameter;
  mLayerParameter = layerParameter;
  mLayerName = layerName;
  mOutside.clear();
  mUnknown = reader.choice( outsideParameter, outsideChoices(), unknown() ) == unknown();
  if ( mUnknown )
    mGround.addGroup( polygons, QVariant() );
}

bool SwMappedGround::offMap( const SwParcel &parcel, const SwWorkingCrs &working, std::vector<geos::unique_ptr> *mappedParts ) const
{
  if ( !mUnknown || mGround.coversWhole( parcel.geos.get(), parcel.bbox ) )
    return false;
  double mappedArea = 0;
  for ( SwZoneIndex::Piece &piece : mGround.pieces( parcel.geos.get(), parcel.bbox ) )
  {
    mappedArea += piece.area;
    if ( mappedParts )
      mappedParts->push_back( std::move( piece.geometry ) );
  }
  // The tiles of one dissolved group do not overlap: their areas add up.
  if ( working.toSquareFeet( SwGeos::area( parcel.geos.get() ) - mappedArea ) < SLIVER_SQFT )
    return false;
  mOutside.add( parcel.index, parcel.apn );
  return true;
}

geos::unique_ptr SwMappedGround::unmapped( const SwParcel &parcel, const SwWorkingCrs &working ) const
{
  std::vector<geos::unique_ptr> parts;
  if ( !offMap( parcel, working, &parts ) )
    return nullptr;
  if ( parts.empty() )
    return geos::unique_ptr( GEOSGeom_clone_r( SwGeos::context(), parcel.geos.get() ) );
  const geos::unique_ptr mapped = SwZoneIndex::unite( std::move( parts ) );
  return SwZoneIndex::polygonal( geos::unique_ptr( GEOSDifference_r( SwGeos::context(), parcel.geos.get(), mapped.get() ) ) );
}

QString SwMappedGround::summary() const
{
  const SwParcelSample outside = mOutside.sample();
  if ( outside.count() == 0 )
    return QString();
  return QObject::tr( "%1: %2 parcel(s) lie wholly or partly outside the polygons of layer '%3', where it says nothing (%4 = unknown; set it to not_present if the layer maps every such place): %5" )
    .arg( mLayerParameter, QLocale().toString( outside.count() ), mLayerName, mParameter, outside.named() );
}

QString SwMappedGround::statement() const
{
  return mUnknown ? QObject::tr( "outside its polygons unknown (%1)" ).arg( mParameter )
                  : QObject::tr( "outside its polygons not present (%1 = not_present)" ).arg( mParameter );
}
