/***************************************************************************
  swfootprints.cpp: footprint layers filtered by a screen's rule (types,
  permits, approvals), and clipped to each parcel on all cores.
 ***************************************************************************/
#include "screens/swfootprints.h"
#include "core/compat.h"
#include "screens/swfootprintparameters.h"
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

using namespace SwFootprintParameters;

QString SwFootprints::normalisedType( const QString &type )
{
  static const QRegularExpression separators( QStringLiteral( "[\\s_\\-]+" ) );
  return type.trimmed().toLower().replace( separators, QStringLiteral( "_" ) );
}

QString SwFootprints::normalisedType( const QVariant &type, QHash<QString, QString> &seen )
{
  // A roll has a handful of types over a million footprints: each is normalised once.
  const QString raw = type.toString();
  auto known = seen.constFind( raw );
  if ( known == seen.constEnd() )
    known = seen.insert( raw, normalisedType( raw ) );
  return known.value();
}

void SwFootprints::setMeasure( const SwWorkingCrs &working, double toleranceSqft )
{
  mWorking = working;
  mToleranceSqft = toleranceSqft;
}

void SwFootprints::loadStructures( const SwParameterReader &reader, const SwProfile &profile, QgsProcessingFeedback *feedback, QStringList &notes )
{
  SwLayerInput::Layer layer = reader.layer( STRUCTURES, SW_GEOMETRY( Polygon ) );
  mHasStructures = static_cast<bool>( layer );
  if ( !mHasStructures )
    return;
  const QgsFields fields = layer.source->fields();
  // Types matter only to a rule that excludes some.
  const bool typed = !mRule.excludedStructureTypes.isEmpty();
  const int typeIndex = typed ? reader.defaultedField( STRUCTURE_TYPE_FIELD, QStringLiteral( "type" ), fields, STRUCTURES, layer.name, QObject::tr( "every structure counts" ), notes ) : -1;
  const int permittedIndex = mRule.permittedOnly ? reader.optionalField( STRUCTURE_PERMITTED_FIELD, fields, STRUCTURES, layer.name ) : -1;
  QSet<QString> notStructures;
  if ( typed )
  {
    for ( const QString &type : profile.strings( mRule.excludedStructureTypes ) )
      notStructures.insert( normalisedType( type ) );
  }
  std::map<QString, long long> skippedTypes;
  long long untyped = 0;
  long long unpermitted = 0;
  QHash<QString, QString> seenTypes;
  const auto counts = [&]( const QgsFeature &feature )
  {
    if ( typeIndex < 0 && permittedIndex < 0 )
      return true;
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
  if ( typed )
    feedback->pushInfo( QObject::tr( "Structures: %1 counting from '%2'; not structures %3: %4" ).arg( report.loaded ).arg( layer.name, mRule.counting, skipped.isEmpty() ? QObject::tr( "none" ) : skipped.join( QLatin1String( ", " ) ) ) );
  else
    feedback->pushInfo( QObject::tr( "Structures: %1 counting %2 from '%3', of every type" ).arg( report.loaded ).arg( mRule.counting, layer.name ) );
  if ( untyped > 0 )
    notes << QObject::tr( "STRUCTURES: %1 structure(s) of layer '%2' have no type; they count as structures" ).arg( untyped ).arg( layer.name );
  if ( unpermitted > 0 )
    notes << QObject::tr( "STRUCTURES: %1 structure(s) of layer '%2' are not marked permitted in '%3' and do not count" ).arg( unpermitted ).arg( layer.name, reader.text( STRUCTURE_PERMITTED_FIELD ) );
}

void SwFootprints::loadImprovements( const SwParameterReader &reader, const SwProfile &profile, QgsProcessingFeedback *feedback, QStringList &notes )
{
  SwLayerInput::Layer layer = reader.layer( IMPROVEMENTS, SW_GEOMETRY( Polygon ) );
  mHasImprovements = static_cast<bool>( layer );
  if ( !mHasImprovements )
    return;
  const QgsFields fields = layer.source->fields();
  const QStringList listedTypes = profile.strings( mRule.improvementTypes );
  int typeIndex = -1;
  if ( mRule.improvementTypeNeeded )
  {
    QStringList unused;
    typeIndex = reader.defaultedField( IMPROVEMENT_TYPE_FIELD, QStringLiteral( "type" ), fields, IMPROVEMENTS, layer.name, QString(), unused );
    if ( typeIndex < 0 )
      throw QgsProcessingException( QObject::tr( "IMPROVEMENT_TYPE_FIELD: IMPROVEMENTS layer '%1' has no field 'type' and no other type field was chosen; each improvement's type is needed to tell what counts %2 (%3: %4) from what does not (its fields: %5)" )
                                      .arg( layer.name, mRule.counting, mRule.improvementTypes, listedTypes.join( QLatin1String( ", " ) ), fields.names().join( QLatin1String( ", " ) ) ) );
  }
  else
    typeIndex = reader.optionalField( IMPROVEMENT_TYPE_FIELD, fields, IMPROVEMENTS, layer.name );
  const int approvedIndex = mRule.approvedOnly ? reader.optionalField( IMPROVEMENT_APPROVED_FIELD, fields, IMPROVEMENTS, layer.name ) : -1;
  QSet<QString> improvementTypes;
  for ( const QString &type : listedTypes )
    improvementTypes.insert( normalisedType( type ) );
  std::map<QString, long long> otherTypes;
  long long unapproved = 0;
  QHash<QString, QString> seenTypes;
  const auto counts = [&]( const QgsFeature &feature )
  {
    if ( typeIndex >= 0 )
    {
      const QString type = normalisedType( feature.attribute( typeIndex ), seenTypes );
      if ( !improvementTypes.contains( type ) )
      {
        ++otherTypes[type];
        return false;
      }
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
  long long others = 0;
  QStringList otherNames;
  for ( const auto &entry : otherTypes )
  {
    others += entry.second;
    otherNames << QStringLiteral( "%1 %2" ).arg( entry.second ).arg( entry.first.isEmpty() ? QObject::tr( "without a type" ) : entry.first );
  }
  if ( others > 0 )
  {
    notes << QObject::tr( "IMPROVEMENTS: %1 feature(s) of layer '%2' are not of a type in %3 (%4) and do not count" ).arg( others ).arg( layer.name, mRule.improvementTypes, listedTypes.join( QLatin1String( ", " ) ) );
    feedback->pushInfo( QObject::tr( "Improvements not counting %1: %2" ).arg( mRule.counting, otherNames.join( QLatin1String( ", " ) ) ) );
  }
  if ( unapproved > 0 )
    notes << QObject::tr( "IMPROVEMENTS: %1 feature(s) of layer '%2' are not marked approved in '%3' and do not count" ).arg( unapproved ).arg( layer.name, reader.text( IMPROVEMENT_APPROVED_FIELD ) );
}

void SwFootprints::collect( const SwFeatureIndex &index, const SwParcel &parcel, SwGeos::PreparedPtr &preparedParcel, std::vector<Piece> &pieces, int &count ) const
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

double SwFootprints::coveredSqft( std::vector<Piece> &pieces, QgsGeometry *covered ) const
{
  // Footprints may overlap one another (a shed on a paved lot): the covered
  // area is their union. Pieces whose boxes are apart cannot overlap, and
  // then the union's area is the sum of theirs: no overlay is needed, unless
  // the union itself is wanted.
  bool apart = !covered;
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
  geos::unique_ptr united;
  try
  {
    united = SwZoneIndex::unite( std::move( geometries ) );
  }
  catch ( std::runtime_error & )
  {
    united.reset();
  }
  if ( !united )
    throw QgsProcessingException( QObject::tr( "GEOS could not merge the footprints on the parcel" ) );
  // A clipped footprint may leave a line or a point along the lot line: only its polygons cover ground.
  if ( covered )
    *covered = SwGeos::polygonalPart( SwGeos::fromGeos( united.get() ) );
  return mWorking.toSquareFeet( SwGeos::area( united.get() ) );
}

SwFootprints::Cover SwFootprints::cover( const SwParcel &parcel, QgsGeometry *covered ) const
{
  if ( covered )
    *covered = QgsGeometry();
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
  cover.coveredSqft = coveredSqft( pieces, covered );
  cover.unimprovedSqft = std::max( 0.0, parcel.areaSqft - cover.coveredSqft );
  return cover;
}

QgsRectangle SwFootprints::extent() const
{
  QgsRectangle extent = mStructures.extent();
  if ( extent.isNull() )
    return mImprovements.extent();
  if ( !mImprovements.extent().isNull() )
    extent.combineExtentWith( mImprovements.extent() );
  return extent;
}

QStringList SwFootprints::coverage() const
{
  QStringList grounds;
  for ( const SwFootprintCoverage *coverage : { &mStructuresCoverage, &mImprovementsCoverage } )
    if ( coverage->isSet() )
      grounds << coverage->description();
  return grounds;
}
