/***************************************************************************
  swhillsideconditions.cpp: erodible soil polygons and the residential
  condition, read from the screen's parameters.
 ***************************************************************************/
#include "screens/hillside/swhillsideconditions.h"
#include "core/compat.h"
#include "screens/hillside/swhillsideparameters.h"
#include "core/swinputnotes.h"
#include "core/swparameterreader.h"
#include "core/swwarnings.h"

#include "qgsprocessingfeedback.h"

using namespace SwHillsideParameters;

namespace
{
  //! Key of the residential test's answer in SwParcel::values.
  const QString RESIDENTIAL_VALUE = QStringLiteral( "hillside.residential" );
} // namespace

void SwErodibleSoils::prepare( const SwParameterReader &reader, bool combined, const SwWorkingCrs &working, QgsProcessingFeedback *feedback, SwWarnings &warnings, QStringList &summary )
{
  mKnown = false;
  mErodible.clear();
  mWorking = working;
  mLayerName.clear();
  mExpression.clear();
  mUnknownReason = QObject::tr( "no SOILS layer to tell erosive soil" );
  SwLayerInput::Layer layer = reader.layer( SOILS, SW_GEOMETRY( Polygon ) );
  if ( !layer )
  {
    feedback->pushInfo( QObject::tr( "No SOILS: steep parcels will read \"steep, soil unknown\"" ) );
    return;
  }
  mLayerName = layer.name;
  const bool defaultGiven = !reader.isGiven( ERODIBLE_EXPRESSION );
  mExpression = reader.text( ERODIBLE_EXPRESSION, defaultExpression() );
  if ( defaultGiven && combined && layer.source->fields().lookupField( QStringLiteral( "erosive" ) ) < 0 )
  {
    // In stormwater:screenparcels SOILS may have been given for another
    // screen (infiltration rates) without erosion data: soil stays unknown.
    warnings.add( QObject::tr( "SOILS layer '%1' has no field 'erosive' for the default ERODIBLE_EXPRESSION; the hillside screen treats soil as unknown (give ERODIBLE_EXPRESSION, e.g. \"kfact\" >= 0.37)" ).arg( mLayerName ) );
    mUnknownReason = QObject::tr( "SOILS layer '%1' has no 'erosive' field" ).arg( mLayerName );
    return;
  }
  // Evaluated once per soil polygon, here on one thread: QGIS expressions are not thread safe.
  SwLayerInput::Condition erodible( ERODIBLE_EXPRESSION, mExpression, layer.source->fields(), mLayerName );
  long long unknown = 0;
  QSet<QgsFeatureId> erodibleIds;
  const SwFeatureIndex::LoadReport report = SwLayerInput::load( layer, SOILS, mPolygons, working, reader.context(), feedback, summary, [&]( const QgsFeature &feature )
                                                                {
    const QVariant answer = erodible.test( feature, QObject::tr( "soil polygon %1" ).arg( feature.id() ) );
    if ( answer.isNull() )
      ++unknown;
    if ( answer.toBool() )
      erodibleIds.insert( feature.id() );
    return true; } );
  if ( unknown > 0 )
    summary << QObject::tr( "ERODIBLE_EXPRESSION gave NULL for %1 soil polygon(s) of layer '%2'; they count as not erodible" ).arg( unknown ).arg( mLayerName );
  QVector<QgsGeometry> mapped;
  mErodible.resize( static_cast<size_t>( mPolygons.size() ) );
  for ( int i = 0; i < mPolygons.size(); ++i )
  {
    mErodible[static_cast<size_t>( i )] = erodibleIds.contains( mPolygons.feature( i ).id );
    mapped << mPolygons.feature( i ).geometry;
  }
  mGround.prepare( reader, SwMappedGround::soilsOutside(), SOILS, mLayerName, mapped );
  mKnown = true;
  feedback->pushInfo( QObject::tr( "Soils: %1 erodible polygon(s) of %2 in '%3' (%4); %5" ).arg( erodibleIds.size() ).arg( report.loaded ).arg( mLayerName, mExpression, mGround.statement() ) );
}

SwSoilParts SwErodibleSoils::parts( const SwParcel &parcel ) const
{
  SwSoilParts parts;
  if ( !mKnown )
    return parts;
  parts.erodible = erodiblePart( parcel );
  if ( const geos::unique_ptr unmapped = mGround.unmapped( parcel, mWorking ) )
    parts.unmapped = SwGeos::fromGeos( unmapped.get() );
  return parts;
}

QgsGeometry SwErodibleSoils::erodiblePart( const SwParcel &parcel ) const
{
  QVector<QgsGeometry> pieces;
  for ( const int i : mPolygons.candidates( parcel.bbox ) )
  {
    if ( !mErodible[static_cast<size_t>( i )] || !mPolygons.intersects( i, parcel.geos.get() ) )
      continue;
    geos::unique_ptr piece( GEOSIntersection_r( SwGeos::context(), parcel.geos.get(), mPolygons.feature( i ).geos.get() ) );
    const QgsGeometry polygons = SwGeos::polygonalPart( SwGeos::fromGeos( piece.get() ) );
    if ( !polygons.isNull() )
      pieces << polygons;
  }
  if ( pieces.isEmpty() )
    return QgsGeometry();
  // Overlapping soil polygons must not count the same ground twice.
  return pieces.size() == 1 ? pieces.front() : SwGeos::polygonalPart( QgsGeometry::unaryUnion( pieces ) );
}

void SwResidentialUse::prepare( const SwParameterReader &reader, const QgsFields &parcelFields, bool needed, SwInputNotes &notes )
{
  mCondition.reset();
  if ( !needed )
    return;
  const QString expression = reader.text( RESIDENTIAL_EXPRESSION, defaultExpression() );
  mCondition = std::make_unique<SwLayerInput::Condition>( RESIDENTIAL_EXPRESSION, expression, parcelFields, QStringLiteral( "PARCELS" ) );
  notes.add( QStringLiteral( "PARCELS" ), QObject::tr( "residential zoned and in residential use where %1 (RESIDENTIAL_EXPRESSION)" ).arg( expression ) );
}

void SwResidentialUse::read( SwParcel &parcel )
{
  if ( !mCondition )
    return;
  parcel.values.insert( RESIDENTIAL_VALUE, mCondition->test( parcel.feature, QObject::tr( "parcel %1" ).arg( parcel.apn ) ) );
}

QVariant SwResidentialUse::answer( const SwParcel &parcel )
{
  return parcel.values.value( RESIDENTIAL_VALUE );
}

QString SwResidentialUse::expression() const
{
  return mCondition ? mCondition->expression() : QString();
}
