/***************************************************************************
  swvacantscreen.cpp: the screen's run: inputs read once, each parcel
  classed on all cores, contiguous vacant parcels grouped and measured
  once every parcel is known.
 ***************************************************************************/
#include "screens/vacant/swvacantscreen.h"
#include "screens/vacant/swvacantparameters.h"
#include "screens/vacant/swvacantrow.h"
#include "core/swcancel.h"
#include "core/swlayername.h"
#include "core/swowner.h"
#include "core/swparameterreader.h"
#include "core/swunits.h"

#include "qgsexception.h"
#include "qgsprocessingfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsvectorlayer.h"

#include <QMutexLocker>

#include <algorithm>
#include <map>

using namespace SwVacantParameters;

namespace
{
  const QString EXPRESSION_VALUE = QStringLiteral( "vacant.expression" );

  // Areas carried through a CRS transformation pick up rounding in the last
  // bits; an area this close to the threshold is at the threshold.
  constexpr double AREA_TOLERANCE_SQFT = 1e-6;

  // The name a planner knows the parcels by, for messages about their fields.
  QString parcelsName( const QVariantMap &parameters, QgsProcessingContext &context )
  {
    const QgsProcessingParameterFeatureSource definition( QStringLiteral( "PARCELS" ) );
    if ( const QgsVectorLayer *layer = QgsProcessingParameters::parameterAsVectorLayer( &definition, parameters, context ) )
      return SwLayerName::of( layer );
    return QObject::tr( "parcels" );
  }
} // namespace

SwVacantScreen::SwVacantScreen()
  : SwScreen( QStringLiteral( "vacant" ), QObject::tr( "Vacant parcels" ), SwVacantRow::columns().schema, { STRUCTURES, IMPROVEMENTS, VACANT_EXPRESSION } )
{
}

void SwVacantScreen::prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup )
{
  const SwParameterReader reader( parameters, context );
  mWorking = setup.working;
  mPrepareNotes.clear();
  mStore.clear();
  mFootprintOnlyVacant.clear();
  mExpressionOnlyVacant.clear();
  mNoOwner.clear();
  mRightOfWayContacts = 0;
  mGroupsFormed = 0;
  mAnyFootprintMet = false;
  mParcelsSeen = 0;
  mWarnings = setup.warnings;

  mUseFootprints = reader.anyGiven( { STRUCTURES, IMPROVEMENTS } );
  mUseExpression = reader.isGiven( VACANT_EXPRESSION );
  if ( !mUseFootprints && !mUseExpression )
    throw QgsProcessingException( QObject::tr( "Vacant parcels need evidence of improvement: give STRUCTURES, IMPROVEMENTS or VACANT_EXPRESSION" ) );

  mMinAcres = setup.profile.number( QStringLiteral( "vacant.min_acres" ) );
  mMinSqft = SwUnits::acresToSqft( mMinAcres );
  const double toleranceSqft = reader.number( DIGITIZING_TOLERANCE, 1.0, SwNumberRange::atLeastZero( QObject::tr( "square feet" ) ) );
  const double snapFeet = reader.number( SNAP_TOLERANCE, 0.5, SwNumberRange::atLeastZero( QObject::tr( "feet" ) ) );
  mOnlyQualifying = !setup.combined && reader.yesNo( ONLY_QUALIFYING, false );

  const QString minCitation = setup.profile.citation( QStringLiteral( "vacant.min_acres" ) );
  mVacantCitation = QStringLiteral( "%1; %2" ).arg( minCitation, setup.profile.citation( QStringLiteral( "vacant.non_structure_types" ) ) );
  mContiguousCitation = QStringLiteral( "%1; %2" ).arg( minCitation, setup.profile.citation( QStringLiteral( "vacant.required" ) ) );
  mPartialCitation = mContiguousCitation;
  mImprovedCitation = setup.profile.citation( QStringLiteral( "vacant.improvement_types" ) );
  if ( !setup.profile.flag( QStringLiteral( "vacant.required" ) ) )
    setup.warnings->add( QObject::tr( "Vacant parcels are not required by %1's code (%2); screened on request" ).arg( setup.profile.title(), setup.profile.citation( QStringLiteral( "vacant.required" ) ) ) );

  const QString parcels = parcelsName( parameters, context );
  mParcelsName = parcels;
  mOwnerIndex = reader.defaultedField( OWNER_FIELD, QStringLiteral( "owner" ), setup.parcelFields, QStringLiteral( "PARCELS" ), parcels, QObject::tr( "no owner is known, so no parcels join as one owner's contiguous vacant parcel" ), mPrepareNotes );
  findOwnerFields( setup.parcelFields, parcels );
  if ( mUseExpression )
    mExpression.prepare( reader.text( VACANT_EXPRESSION ), setup.parcelFields, parcels, context );

  // Definition IIII: what is not a structure, and what improves a parcel; the roll's permits and approvals count.
  SwFootprints::Rule rule;
  rule.excludedStructureTypes = QStringLiteral( "vacant.non_structure_types" );
  rule.permittedOnly = true;
  rule.improvementTypes = QStringLiteral( "vacant.improvement_types" );
  rule.approvedOnly = true;
  rule.counting = QObject::tr( "under the ordinance" );
  mFootprints.setRule( rule );
  mFootprints.setMeasure( mWorking, toleranceSqft );
  mFootprints.loadStructures( reader, setup.profile, feedback, mPrepareNotes );
  SwCancel::check( feedback );
  mFootprints.loadImprovements( reader, setup.profile, feedback, mPrepareNotes );
  SwCancel::check( feedback );
  mImprovementData.prepare( reader, mUseExpression, mMinAcres, setup.notes );
  mContiguity.setMeasure( mWorking, snapFeet );
  mContiguity.loadRightOfWay( reader, feedback, mPrepareNotes );
  SwCancel::check( feedback );
}

void SwVacantScreen::findOwnerFields( const QgsFields &fields, const QString &parcels )
{
  // The notices' default field names: a roll screened then noticed is told apart the same way.
  const QStringList mail{ QStringLiteral( "mail_address" ), QStringLiteral( "mail_city" ), QStringLiteral( "mail_state" ), QStringLiteral( "mail_zip" ) };
  mOwnerIdIndex = fields.lookupField( QStringLiteral( "owner_id" ) );
  bool allMail = true;
  for ( int i = 0; i < 4; ++i )
  {
    mMailIndex[i] = fields.lookupField( mail.at( i ) );
    allMail = allMail && mMailIndex[i] >= 0;
  }
  if ( mOwnerIndex >= 0 && mOwnerIdIndex < 0 && !allMail )
    mPrepareNotes << QObject::tr( "Vacant parcels: layer '%1' has no field owner_id and not all of %2: vacant parcels of one owner are told by the owner's name only, so namesakes' adjoining parcels join" ).arg( parcels, mail.join( QLatin1String( ", " ) ) );
}

SwOwnerIdentity::Parcel SwVacantScreen::ownerOf( const SwParcel &parcel ) const
{
  const auto text = [&parcel]( int index )
  {
    const QVariant value = index < 0 ? QVariant() : parcel.feature.attribute( index );
    return value.isNull() ? QString() : value.toString().trimmed();
  };
  return { parcel.apn, text( mOwnerIndex ), text( mOwnerIdIndex ), text( mMailIndex[0] ), text( mMailIndex[1] ), text( mMailIndex[2] ), text( mMailIndex[3] ) };
}

void SwVacantScreen::read( SwParcel &parcel )
{
  if ( mUseExpression )
    parcel.values.insert( EXPRESSION_VALUE, mExpression.isVacant( parcel.feature, parcel.apn ) );
}

QString SwVacantScreen::acresText( double sqft ) const
{
  return QObject::tr( "%1 ac" ).arg( SwUnits::sqftToAcres( sqft ), 0, 'f', 2 );
}

SwVacantScreen::Vacancy SwVacantScreen::combine( const QString &footprintClass, const SwParcel &parcel ) const
{
  const bool expressionVacant = mUseExpression && parcel.values.value( EXPRESSION_VALUE ).toBool();
  // Footprints that cannot decide (the layers were not drawn over the parcel): only an expression that says improved can.
  if ( mUseFootprints && footprintClass.isEmpty() )
  {
    if ( mUseExpression && !expressionVacant )
      return { improved(), QObject::tr( "expression (the footprint layers do not cover the parcel)" ) };
    return { notEvaluated(), QString() };
  }
  if ( !mUseExpression )
    return { footprintClass, mImprovementData.structuresOnly() ? SwVacantImprovementData::basis() : QObject::tr( "footprints" ) };
  if ( !mUseFootprints )
    return { expressionVacant ? vacant() : improved(), QObject::tr( "expression" ) };
  const bool footprintVacant = footprintClass == vacant();
  if ( expressionVacant == footprintVacant )
    return { footprintClass, QObject::tr( "footprints and expression" ) };
  if ( footprintVacant )
  {
    // The expression knows of an improvement the footprints lack.
    mFootprintOnlyVacant.add( parcel.index, parcel.apn );
    return { improved(), QObject::tr( "expression (says improved; no footprint on the parcel)" ) };
  }
  mExpressionOnlyVacant.add( parcel.index, parcel.apn );
  return { footprintClass, QObject::tr( "footprints (the expression says vacant)" ) };
}

QgsAttributes SwVacantScreen::evaluate( const SwParcel &parcel ) const
{
  const SwVacantRow &columns = SwVacantRow::columns();
  QgsAttributes row = columns.schema.emptyRow();
  const QString ownerKey = SwOwner::key( parcel.feature.attribute( mOwnerIndex ).toString() );
  if ( !ownerKey.isEmpty() )
    columns.ownerKey.set( row, ownerKey );
  columns.status.set( row, parcel.status );
  if ( !parcel.evaluable() )
  {
    columns.vacancy.set( row, notEvaluated() );
    columns.reason.set( row, QObject::tr( "not evaluated: %1" ).arg( parcel.status ) );
    return row;
  }

  // Footprints: the parcel's unimproved portion and whether anything counts on it.
  SwFootprints::Cover cover;
  cover.unimprovedSqft = parcel.areaSqft;
  QString footprintClass;
  if ( mUseFootprints )
  {
    cover = mFootprints.cover( parcel );
    if ( !cover.any() )
      footprintClass = vacant();
    else
    {
      // Only whether any parcel met one is wanted: each thread writes the flag once, not a shared count per parcel.
      if ( !mAnyFootprintMet.load( std::memory_order_relaxed ) )
        mAnyFootprintMet.store( true, std::memory_order_relaxed );
      footprintClass = cover.unimprovedSqft >= mMinSqft - AREA_TOLERANCE_SQFT ? partiallyVacant() : improved();
    }
    // No footprint where none was drawn is no evidence. Footprints leaving under an acre
    // decide "improved" whatever stands beyond the layers; any other answer would rest on ground not seen.
    if ( cover.reach != SwFootprintCoverage::Reach::Whole && footprintClass != improved() )
      footprintClass.clear();
  }
  const Vacancy vacancy = combine( footprintClass, parcel );
  if ( vacancy.vacancy == notEvaluated() )
  {
    const bool none = cover.reach == SwFootprintCoverage::Reach::None;
    columns.vacancy.set( row, notEvaluated() );
    columns.status.set( row, none ? outsideFootprints() : partlyOutsideFootprints() );
    columns.reason.set( row, none ? QObject::tr( "not evaluated: outside %1" ).arg( cover.uncovered )
                                  : QObject::tr( "not evaluated: partly outside %1, and no footprint on the part inside decides it" ).arg( cover.uncovered ) );
    return row;
  }
  // Structures alone: improvements would shrink this unimproved portion, so it may not reach the acre (definition IIII).
  if ( vacancy.vacancy == partiallyVacant() && mImprovementData.structuresOnly() )
  {
    setNotDecided( row, QObject::tr( "%1 not under a structure" ).arg( acresText( cover.unimprovedSqft ) ) );
    mImprovementData.addPartial( parcel.index, parcel.apn );
    return row;
  }
  // Without footprints the unimproved area of an improved parcel is unknown.
  const bool unimprovedKnown = mUseFootprints || vacancy.vacancy != improved();

  columns.vacancy.set( row, vacancy.vacancy );
  if ( unimprovedKnown )
    columns.unimprovedSqft.set( row, cover.unimprovedSqft );
  columns.basis.set( row, vacancy.basis );
  if ( vacancy.vacancy == vacant() )
  {
    // Grouped, measured and explained in finish(), once every parcel is known.
    SwVacantRecord record;
    record.index = parcel.index;
    record.apn = parcel.apn;
    record.owner = ownerOf( parcel );
    record.geometry = parcel.geometry;
    record.bbox = parcel.bbox;
    record.areaSqft = parcel.areaSqft;
    if ( ownerKey.isEmpty() && record.owner.ownerId.isEmpty() )
      mNoOwner.add( parcel.index, parcel.apn );
    QMutexLocker locker( &mStoreMutex );
    mStore.push_back( std::move( record ) );
  }
  else if ( vacancy.vacancy == partiallyVacant() )
  {
    columns.groupAcres.set( row, SwUnits::sqftToAcres( cover.unimprovedSqft ) );
    columns.groupSize.set( row, 1 );
    columns.qualifies.set( row, true );
    columns.reason.set( row, QObject::tr( "partially vacant: %1 unimproved" ).arg( acresText( cover.unimprovedSqft ) ) );
    columns.citation.set( row, mPartialCitation );
  }
  else
  {
    columns.qualifies.set( row, false );
    columns.citation.set( row, mImprovedCitation );
    if ( unimprovedKnown && cover.any() )
      columns.reason.set( row, QObject::tr( "improved: %1 unimproved, under %2 ac" ).arg( acresText( cover.unimprovedSqft ) ).arg( mMinAcres, 0, 'f', 1 ) );
    else
      columns.reason.set( row, QObject::tr( "improved according to VACANT_EXPRESSION" ) );
  }
  return row;
}

void SwVacantScreen::setNotDecided( QgsAttributes &row, const QString &found ) const
{
  const SwVacantRow &columns = SwVacantRow::columns();
  columns.vacancy.set( row, notDecided() );
  columns.status.set( row, SwVacantImprovementData::status() );
  columns.basis.set( row, SwVacantImprovementData::basis() );
  columns.reason.set( row, SwVacantImprovementData::reason( found ) );
  // No figure of a decision: what the structures show is in the reason.
  for ( const int index : { columns.unimprovedSqft.index(), columns.groupId.index(), columns.groupAcres.index(), columns.groupSize.index(), columns.qualifies.index(), columns.citation.index() } )
    row[index] = QVariant();
}

void SwVacantScreen::finish( std::vector<QgsAttributes> &rows, QgsProcessingFeedback *feedback )
{
  const SwVacantRow &columns = SwVacantRow::columns();
  std::vector<SwVacantRecord> store;
  {
    QMutexLocker locker( &mStoreMutex );
    store.swap( mStore );
  }
  // Worker threads recorded the parcels in any order.
  std::sort( store.begin(), store.end(), []( const SwVacantRecord &a, const SwVacantRecord &b )
             { return a.index < b.index; } );
  // One owner as the notices tell one: the same owner id, or the same name and mailing address.
  std::vector<SwOwnerIdentity::Parcel> owners;
  owners.reserve( store.size() );
  for ( const SwVacantRecord &record : store )
    owners.push_back( record.owner );
  const std::vector<QString> ownerKeys = SwOwnerIdentity::identify( owners ).keys;
  for ( size_t k = 0; k < store.size(); ++k )
    store[k].ownerKey = ownerKeys[k];
  const SwVacantContiguity::Groups groups = mContiguity.group( store, feedback );
  mRightOfWayContacts += groups.rightOfWayContacts;

  // Group ids in input order of each group's first parcel.
  std::map<size_t, long long> groupIds;
  size_t undecided = 0;
  size_t next = 0;
  long long nextId = 1;
  for ( size_t i = 0; i < rows.size(); ++i )
  {
    QgsAttributes &row = rows[i];
    if ( row.size() != columns.schema.count() )
      continue;
    const QString vacancy = columns.vacancy.value( row );
    if ( vacancy == partiallyVacant() )
    {
      columns.groupId.set( row, nextId++ );
      continue;
    }
    if ( vacancy != vacant() )
      continue;
    while ( next < store.size() && store[next].index < static_cast<long long>( i ) )
      ++next;
    if ( next >= store.size() || store[next].index != static_cast<long long>( i ) )
      continue;
    const size_t root = groups.root[next];
    const double sqft = groups.sqft.at( root );
    const int size = groups.size.at( root );
    const bool qualifies = sqft >= mMinSqft - AREA_TOLERANCE_SQFT;
    // Structures alone: any of these parcels may be paved or landscaped, so a group that would qualify is not decided.
    if ( qualifies && mImprovementData.vacantUndecided() )
    {
      setNotDecided( row, QObject::tr( "no structure on %1" ).arg( size == 1 ? acresText( sqft ) : QObject::tr( "this parcel and %1 touching parcel(s) of the same owner, %2 together" ).arg( size - 1 ).arg( acresText( sqft ) ) ) );
      mImprovementData.addNoStructure( static_cast<long long>( i ), store[next].apn );
      ++undecided;
      continue;
    }
    auto id = groupIds.find( root );
    if ( id == groupIds.end() )
      id = groupIds.emplace( root, nextId++ ).first;
    setGroup( row, id->second, sqft, size );
  }
  mGroupsFormed += groups.formed();
  mParcelsSeen += static_cast<long long>( rows.size() );
  // Footprints of another neighbourhood would otherwise make every parcel vacant.
  if ( mUseFootprints && mWarnings && mParcelsSeen > 0 && !mAnyFootprintMet )
    mWarnings->add( QObject::tr( "Vacant parcels: no footprint of %1 touches any of the %2 parcel(s) of '%3': the layers may not cover the same ground (footprints within %4, parcels elsewhere); parcels outside %5 are not evaluated" )
                      .arg( mFootprints.layerNames().join( QObject::tr( " or " ) ) )
                      .arg( mParcelsSeen )
                      .arg( mParcelsName, mFootprints.loaded() > 0 ? mFootprints.extent().toString( 0 ) : QObject::tr( "no footprint at all" ), mFootprints.coverage().join( QObject::tr( " and " ) ) ) );
  if ( feedback )
    feedback->pushInfo( QObject::tr( "Vacant parcels: %1 vacant, %2 contiguous group(s) of two or more" ).arg( store.size() - undecided ).arg( mGroupsFormed ) );
}

void SwVacantScreen::setGroup( QgsAttributes &row, long long id, double sqft, int size ) const
{
  const SwVacantRow &columns = SwVacantRow::columns();
  const bool qualifies = sqft >= mMinSqft - AREA_TOLERANCE_SQFT;
  columns.groupId.set( row, id );
  columns.groupAcres.set( row, SwUnits::sqftToAcres( sqft ) );
  columns.groupSize.set( row, size );
  columns.qualifies.set( row, qualifies );
  const QString under = qualifies ? QString() : QObject::tr( ", under %1 ac" ).arg( mMinAcres, 0, 'f', 1 );
  if ( size == 1 )
  {
    columns.reason.set( row, QObject::tr( "vacant %1%2" ).arg( acresText( sqft ), under ) );
    columns.citation.set( row, mVacantCitation );
    return;
  }
  const QString others = size == 2 ? QObject::tr( "1 parcel" ) : QObject::tr( "%1 parcels" ).arg( size - 1 );
  columns.reason.set( row, QObject::tr( "contiguous with %1 of the same owner, %2 together%3" ).arg( others, acresText( sqft ), under ) );
  columns.citation.set( row, mContiguousCitation );
}

QString SwVacantScreen::reasonWords( const QString &reason ) const
{
  const QString grounds = mFootprints.coverage().join( QObject::tr( " and " ) );
  if ( reason == outsideFootprints() )
    return QObject::tr( "outside the ground the footprint layers cover (%1)" ).arg( grounds );
  if ( reason == SwVacantImprovementData::status() )
    return SwVacantImprovementData::statusWords();
  if ( reason == partlyOutsideFootprints() )
    return QObject::tr( "partly outside the ground the footprint layers cover (%1), no footprint inside deciding it" ).arg( grounds );
  return SwScreen::reasonWords( reason );
}

bool SwVacantScreen::keep( const QgsAttributes &row ) const
{
  if ( !mOnlyQualifying )
    return true;
  const SwVacantRow &columns = SwVacantRow::columns();
  const QString vacancy = columns.vacancy.value( row );
  return columns.qualifies.value( row ) || vacancy == notEvaluated() || vacancy == notDecided();
}

QString SwVacantScreen::flag( const QgsAttributes &row ) const
{
  const SwVacantRow &columns = SwVacantRow::columns();
  if ( !columns.qualifies.value( row ) )
    return QString();
  return columns.vacancy.value( row ) == partiallyVacant() ? QStringLiteral( "partially_vacant" ) : QStringLiteral( "vacant" );
}

QList<SwFlagWords> SwVacantScreen::flagWords() const
{
  return { { QStringLiteral( "vacant" ), QObject::tr( "Vacant parcel: notice required" ) },
           { QStringLiteral( "partially_vacant" ), QObject::tr( "Partially vacant parcel: notice required" ) } };
}

bool SwVacantScreen::listedInReport( const QgsAttributes &row ) const
{
  const QString vacancy = SwVacantRow::columns().vacancy.value( row );
  return vacancy == vacant() || vacancy == partiallyVacant() || SwScreen::listedInReport( row );
}

QString SwVacantScreen::reportNote() const
{
  const QString note = QObject::tr( "Vacant and partially vacant parcels that do not qualify (under %1 acre, alone or with the contiguous vacant parcels of the same owner) are listed too, with Qualifies (notice) no: they need no notice." ).arg( mMinAcres, 0, 'f', 1 );
  const QString structuresOnly = mImprovementData.reportNote();
  return structuresOnly.isEmpty() ? note : QStringLiteral( "%1 %2" ).arg( note, structuresOnly );
}

QList<SwReportColumn> SwVacantScreen::reportColumns() const
{
  return { { QObject::tr( "Vacancy" ) }, { QObject::tr( "Qualifies (notice)" ) }, { QObject::tr( "Unimproved on this parcel (acres)" ), true }, { QObject::tr( "Acres tested (the parcel, or its group together)" ), true }, { QObject::tr( "Parcels in the group" ), true }, { QObject::tr( "Why" ) }, { QObject::tr( "Citation" ), false, true } };
}

QStringList SwVacantScreen::reportCells( const QgsAttributes &row ) const
{
  const SwVacantRow &columns = SwVacantRow::columns();
  const QString vacancy = columns.vacancy.value( row );
  QString words = QObject::tr( "not evaluated" );
  if ( vacancy == notDecided() )
    words = QObject::tr( "not decided" );
  else if ( vacancy == vacant() )
    words = QObject::tr( "vacant" );
  else if ( vacancy == partiallyVacant() )
    words = QObject::tr( "partially vacant" );
  else if ( vacancy == improved() )
    words = QObject::tr( "improved" );
  const QVariant unimproved = columns.unimprovedSqft.variant( row );
  return { words,
           yesNoCell( columns.qualifies.variant( row ) ),
           unimproved.isNull() ? QString() : numberCell( SwUnits::sqftToAcres( unimproved.toDouble() ), 2 ),
           numberCell( columns.groupAcres.variant( row ), 2 ),
           numberCell( columns.groupSize.variant( row ), 0 ),
           columns.reason.value( row ),
           columns.citation.value( row ) };
}

QStringList SwVacantScreen::summary() const
{
  QStringList lines = mPrepareNotes;
  const SwParcelSample footprintOnly = mFootprintOnlyVacant.sample();
  const SwParcelSample expressionOnly = mExpressionOnlyVacant.sample();
  if ( footprintOnly.count() + expressionOnly.count() > 0 )
    lines << QObject::tr( "Vacant parcels: footprints and VACANT_EXPRESSION disagree on %1 parcel(s): %2 without footprints that the expression calls improved (classed improved)%3, %4 with footprints that the expression calls vacant (classed by their footprints)%5" )
               .arg( footprintOnly.count() + expressionOnly.count() )
               .arg( footprintOnly.count() )
               .arg( footprintOnly.count() > 0 ? QStringLiteral( " [%1]" ).arg( footprintOnly.named() ) : QString() )
               .arg( expressionOnly.count() )
               .arg( expressionOnly.count() > 0 ? QStringLiteral( " [%1]" ).arg( expressionOnly.named() ) : QString() );
  const SwParcelSample noOwner = mNoOwner.sample();
  if ( noOwner.count() > 0 )
    lines << QObject::tr( "Vacant parcels: %1 vacant parcel(s) have no owner name and are not grouped with any other parcel: %2" ).arg( noOwner.count() ).arg( noOwner.named() );
  const QString notDecided = mImprovementData.summary();
  if ( !notDecided.isEmpty() )
    lines << notDecided;
  if ( mRightOfWayContacts > 0 )
    lines << QObject::tr( "Vacant parcels: %1 contact(s) between vacant parcels of one owner lie within the right-of-way and do not join them" ).arg( mRightOfWayContacts );
  return lines;
}
