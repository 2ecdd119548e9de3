/***************************************************************************
  swvacantfootprints.cpp: footprint layers filtered by the ordinance's
  types, permits and approvals, and clipped to each parcel on all cores.
 ***************************************************************************/
#include "screens/vacant/swvacantfootprints.h"
#include "core/compat.h"
#include "screens/vacant/swvacantparameters.h"
#include "core/swattributes.h"
#include "core/swparameterreader.h"
#include "core/swprofile.h"
#include "geometry/swzoneindex.h"
#include "pipeline/swparcel.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <map>
#include <stdexcept>

using namespace SwVacantParameters;

QString SwVacantFootprints::normalisedType( const QString &type )
{
  static const QRegularExpression separators( QStringLiteral( "[\\s_\\-]+" ) );
  return type.trimmed().toLower().replace( separators, QStringLiteral( "_" ) );
}

QString SwVacantFootprints::normalisedType( const QVariant &type, QHash<QString, QString> &seen )
{
  // A roll has a handful of types over a million footprints: each is normalised once.
  const QString raw = type.toString();
  auto known = seen.constFind( raw );
  if ( known == seen.constEnd() )
    known = seen.insert( raw, normalisedType( raw ) );
  return known.value();
}

void SwVacantFootprints::setMeasure( const SwWorkingCrs &working, double toleranceSqft )
{
  mWorking = working;
  mToleranceSqft = toleranceSqft;
}

void SwVacantFootprints::loadStructures( const SwParameterReader &reader, const SwProfile &profile, QgsProcessingFeedback *feedback, QStringList &notes )
{
  SwLayerInput::Layer layer = reader.layer( STRUCTURES, SW_GEOMETRY( Polygon ) );
  mHasStructures = static_cast<bool>( layer );
  if ( !mHasStructures )
    return;
  const QgsFields fields = layer.source->fields();
  const int typeIndex = reader.defaultedField( STRUCTURE_TYPE_FIELD, QStringLiteral( "type" ), fields, STRUCTURES, layer.name, QObject::tr( "every structure counts" ), notes );
  const int permittedIndex = reader.optionalField( STRUCTURE_PERMITTED_FIELD, fields, STRUCTURES, layer.name );
  QSet<QString> notStructures;
  for ( const QString &type : profile.strings( QStringLiteral( "vacant.non_structure_types" ) ) )
    notStructures.insert( normalisedType( type ) );
  std::map<QString, long long> skippedTypes;
  long long untyped = 0;
  long long unpermitted = 0;
  QHash<QString, QString> seenTypes;
  const auto counts = [&]( const QgsFeature &feature )
  {
    const QString type = normalisedType( feature.attribute( typeIndex ), seenTypes );
    if ( notStructures.contains( type ) )
    {
      ++skippedTypes[type];
      return false;
    }
    if ( permittedIndex >= 0 && !SwAttributes::readsYes( feature.attribute( permittedIndex ) ) )
    {
      ++unpermitted;
      return false;
    }
    if ( typeIndex >= 0 && type.isEmpty() )
      ++untyped;
    return true;
  };
  mStructures.setKeep( SwFeatureIndex::Keep::Packed );
  const SwFeatureIndex::LoadReport report = SwLayerInput::load( layer, STRUCTURES, mStructures, mWorking, reader.context(), feedback, notes, counts );
  QStringList skipped;
  for ( const auto &entry : skippedTypes )
    skipped << QStringLiteral( "%1 %2" ).arg( entry.second ).arg( entry.first );
  mStructuresCoverage.prepare( reader, layer, STRUCTURES, STRUCTURES_COVERAGE, mWorking, feedback, notes );
  mLayerNames << QObject::tr( "STRUCTURES layer '%1'" ).arg( layer.name );
  feedback->pushInfo( QObject::tr( "Structures: %1 counting from '%2'; not structures under the ordinance: %3" ).arg( report.loaded ).arg( layer.name, skipped.isEmpty() ? QObject::tr( "none" ) : skipped.join( QLatin1String( ", " ) ) ) );
  if ( untyped > 0 )
    notes << QObject::tr( "STRUCTURES: %1 structure(s) of layer '%2' have no type; they count as structures" ).arg( untyped ).arg( layer.name );
  if ( unpermitted > 0 )
    notes << QObject::tr( "STRUCTURES: %1 structure(s) of layer '%2' are not marked permitted in '%3' and do not count" ).arg( unpermitted ).arg( layer.name, reader.text( STRUCTURE_PERMITTED_FIELD ) );
}

void SwVacantFootprints::loadImprovements( const SwParameterReader &reader, const SwProfile &profile, QgsProcessingFeedback *feedback, QStringList &notes )
{
  SwLayerInput::Layer layer = reader.layer( IMPROVEMENTS, SW_GEOMETRY( Polygon ) );
  mHasImprovements = static_cast<bool>( layer );
  if ( !mHasImprovements )
    return;
  const QgsFields fields = layer.source->fields();
  const int typeIndex = reader.optionalField( IMPROVEMENT_TYPE_FIELD, fields, IMPROVEMENTS, layer.name );
  const int approvedIndex = reader.optionalField( IMPROVEMENT_APPROVED_FIELD, fields, IMPROVEMENTS, layer.name );
  const QStringList listedTypes = profile.strings( QStringLiteral( "vacant.improvement_types" ) );
  QSet<QString> improvementTypes;
  for ( const QString &type : listedTypes )
    improvementTypes.insert( normalisedType( type ) );
  long long otherTypes = 0;
  long long unapproved = 0;
  QHash<QString, QString> seenTypes;
  const auto counts = [&]( const QgsFeature &feature )
  {
    if ( typeIndex >= 0 && !improvementTypes.contains( normalisedType( feature.attribute( typeIndex ), seenTypes ) ) )
    {
      ++otherTypes;
      return false;
    }
    if ( approvedIndex >= 0 && !SwAttributes::readsYes( feature.attribute( approvedIndex ) ) )
    {
      ++unapproved;
      return false;
    }
    return true;
  };
  mImprovements.setKeep( SwFeatureIndex::Keep::Packed );
  const SwFeatureIndex::LoadReport report = SwLayerInput::load( layer, IMPROVEMENTS, mImprovements, mWorking, reader.context(), feedback, notes, counts );
  mImprovementsCoverage.prepare( reader, layer, IMPROVEMENTS, IMPROVEMENTS_COVERAGE, mWorking, feedback, notes );
  mLayerNames << QObject::tr( "IMPROVEMENTS layer '%1'" ).arg( layer.name );
  feedback->pushInfo( QObject::tr( "Permanent improvements: %1 counting from '%2'" ).arg( report.loaded ).arg( layer.name ) );
  if ( otherTypes > 0 )
    notes << QObject::tr( "IMPROVEMENTS: %1 feature(s) of layer '%2' are not of a type in vacant.improvement_types (%3) and do not count" ).arg( otherTypes ).arg( layer.name, listedTypes.join( QLatin1String( ", " ) ) );
  if ( unapproved > 0 )
    notes << QObject::tr( "IMPROVEMENTS: %1 feature(s) of layer '%2' are not marked approved in '%3' and do not count" ).arg( unapproved ).arg( layer.name, reader.text( IMPROVEMENT_APPROVED_FIELD ) );
}

void SwVacantFootprints::collect( const SwFeatureIndex &index, const SwParcel &parcel, SwGeos::PreparedPtr &preparedParcel, std::vector<Piece> &pieces, int &count ) const
{
  GEOSContextHandle_t context = SwGeos::context();
  for ( const int i : index.candidates( parcel.bbox ) )
  {
    // The parcel is prepared, not the footprints: a footprint meets one or
    // two parcels, and preparing each of a city's footprints on every
    // thread would cost more memory than it saves time.
    geos::unique_ptr rebuilt;
    const GEOSGeometry *footprint = index.geometry( i, rebuilt );
    // Every loaded footprint has a geometry: none may drop out unnoticed.
    if ( !footprint )
      throw QgsProcessingException( QObject::tr( "GEOS could not rebuild footprint %1 of layer '%2'" ).arg( index.featureId( i ) ).arg( index.layerName( i ) ) );
    if ( !preparedParcel )
      preparedParcel = SwGeos::prepare( parcel.geos.get() );
    if ( !preparedParcel )
      continue;
    Piece piece;
    // Most footprints stand wholly on their lot: the footprint itself is then the piece.
    if ( GEOSPreparedContains_r( context, preparedParcel.get(), footprint ) == 1 )
    {
      // The piece outlives this loop: it takes the rebuilt footprint.
      piece.clipped = std::move( rebuilt );
      piece.geometry = footprint;
      piece.bbox = index.box( i );
    }
    else
    {
      if ( GEOSPreparedIntersects_r( context, preparedParcel.get(), footprint ) != 1 )
        continue;
      piece.clipped.reset( GEOSIntersection_r( context, parcel.geos.get(), footprint ) );
      if ( !piece.clipped )
        throw QgsProcessingException( QObject::tr( "GEOS could not clip footprint %1 of layer '%2' to the parcel" ).arg( index.featureId( i ) ).arg( index.layerName( i ) ) );
      piece.geometry = piece.clipped.get();
      piece.bbox = index.box( i ).intersect( parcel.bbox );
    }
    piece.sqft = mWorking.toSquareFeet( SwGeos::area( piece.geometry ) );
    // A sliver of a neighbour's footprint drawn over the lot line is not on this lot.
    if ( piece.sqft <= 0 || piece.sqft < mToleranceSqft )
      continue;
    ++count;
    pieces.push_back( std::move( piece ) );
  }
}

double SwVacantFootprints::coveredSqft( std::vector<Piece> &pieces ) const
{
  // Footprints may overlap one another (a shed on a paved lot): the covered
  // area is their union. Pieces whose boxes are apart cannot overlap, and
  // then the union's area is the sum of theirs: no overlay is needed.
  bool apart = true;
  double sum = 0;
  for ( size_t a = 0; a < pieces.size() && apart; ++a )
  {
    sum += pieces[a].sqft;
    for ( size_t b = a + 1; b < pieces.size() && apart; ++b )
      apart = !pieces[a].bbox.intersects( pieces[b].bbox );
  }
  if ( apart )
    return sum;
  GEOSContextHandle_t context = SwGeos::context();
  std::vector<geos::unique_ptr> geometries;
  geometries.reserve( pieces.size() );
  for ( Piece &piece : pieces )
    geometries.push_back( piece.clipped ? std::move( piece.clipped ) : geos::unique_ptr( GEOSGeom_clone_r( context, piece.geometry ) ) );
  geos::unique_ptr covered;
  try
  {
    covered = SwZoneIndex::unite( std::move( geometries ) );
  }
  catch ( std::runtime_error & )
  {
    covered.reset();
  }
  if ( !covered )
    throw QgsProcessingException( QObject::tr( "GEOS could not merge the footprints on the parcel" ) );
  return mWorking.toSquareFeet( SwGeos::area( covered.get() ) );
}

SwVacantFootprints::Cover SwVacantFootprints::cover( const SwParcel &parcel ) const
{
  Cover cover;
  cover.unimprovedSqft = parcel.areaSqft;
  std::vector<Piece> pieces;
  SwGeos::PreparedPtr preparedParcel;
  if ( mHasStructures )
    collect( mStructures, parcel, preparedParcel, pieces, cover.structures );
  if ( mHasImprovements )
    collect( mImprovements, parcel, preparedParcel, pieces, cover.improvements );
  // The least covered layer says how far the parcel is known.
  for ( const SwFootprintCoverage *coverage : { &mStructuresCoverage, &mImprovementsCoverage } )
  {
    if ( !coverage->isSet() )
      continue;
    const SwFootprintCoverage::Reach reach = coverage->reach( parcel, mToleranceSqft );
    if ( static_cast<int>( reach ) > static_cast<int>( cover.reach ) )
    {
      cover.reach = reach;
      cover.uncovered = coverage->description();
    }
  }
  if ( pieces.empty() )
    return cover;
  cover.unimprovedSqft = std::max( 0.0, parcel.areaSqft - coveredSqft( pieces ) );
  return cover;
}

QgsRectangle SwVacantFootprints::extent() const
{
  QgsRectangle extent = mStructures.extent();
  if ( extent.isNull() )
    return mImprovements.extent();
  if ( !mImprovements.extent().isNull() )
    extent.combineExtentWith( mImprovements.extent() );
  return extent;
}

QStringList SwVacantFootprints::coverage() const
{
  QStringList grounds;
  for ( const SwFootprintCoverage *coverage : { &mStructuresCoverage, &mImprovementsCoverage } )
    if ( coverage->isSet() )
      grounds << coverage->description();
  return grounds;
}
