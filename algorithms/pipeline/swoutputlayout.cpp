/***************************************************************************
  swoutputlayout.cpp: the per-parcel output row.
 ***************************************************************************/
#include "pipeline/swoutputlayout.h"
#include "core/compat.h"

SwOutputLayout::SwOutputLayout( const std::vector<std::unique_ptr<SwScreen>> &screens, const QgsFields &parcelFields, int apnIndex, bool combined, const QString &profileName )
  : mScreens( screens )
  , mCombined( combined )
  , mProfileName( profileName )
{
  mFields.append( QgsField( QStringLiteral( "apn" ), SW_VARIANT_TYPE( QString ) ) );
  for ( const std::unique_ptr<SwScreen> &screen : mScreens )
  {
    for ( QgsField field : screen->fields() )
    {
      // One layer holds every screen: its shared names get the screen's prefix,
      // and so does a figure an earlier screen already gives (the design
      // volume's impervious_fraction after the impervious screen's own).
      if ( mCombined && ( field.name() == QLatin1String( "citation" ) || field.name() == QLatin1String( "status" ) || mFields.lookupField( field.name() ) >= 0 ) )
        field.setName( QStringLiteral( "%1_%2" ).arg( screen->id(), field.name() ) );
      mFields.append( field );
    }
  }
  if ( mCombined )
  {
    mFields.append( QgsField( QStringLiteral( "flags" ), SW_VARIANT_TYPE( QString ) ) );
    mFields.append( QgsField( QStringLiteral( "incomplete_screens" ), SW_VARIANT_TYPE( QString ) ) );
    mFields.append( QgsField( QStringLiteral( "not_screened" ), SW_VARIANT_TYPE( QString ) ) );
    mFields.append( QgsField( QStringLiteral( "screened_profile" ), SW_VARIANT_TYPE( QString ) ) );
    mFields.append( QgsField( QStringLiteral( "status" ), SW_VARIANT_TYPE( QString ) ) );
  }
  for ( int i = 0; i < parcelFields.count(); ++i )
  {
    QgsField field = parcelFields.at( i );
    // The APN is already the first field; a parcel field named like one of
    // ours keeps its value under a suffixed name, as QGIS's joins do.
    if ( i == apnIndex && field.name().compare( QLatin1String( "apn" ), Qt::CaseInsensitive ) == 0 )
      continue;
    QString name = field.name();
    for ( int n = 2; mFields.lookupField( name ) >= 0; ++n )
      name = QStringLiteral( "%1_%2" ).arg( field.name() ).arg( n );
    field.setName( name );
    mFields.append( field );
    mParcelFieldIndexes.push_back( i );
  }
}

void SwOutputLayout::setNotScreened( const QStringList &screens )
{
  // The same words on every parcel: a layer read without its report or log
  // still says that "no flag" means no flag among the screens that ran.
  mNotScreened = screens.isEmpty() ? QStringLiteral( "none" ) : screens.join( QLatin1String( ", " ) );
}

QgsAttributes SwOutputLayout::assemble( const SwParcel &parcel, const std::vector<QgsAttributes> &screenRows, SwRunCounts &counts ) const
{
  QgsAttributes attributes;
  attributes.reserve( mFields.count() );
  attributes << ( parcel.apn.isEmpty() ? QVariant() : QVariant( parcel.apn ) );
  QStringList flags;
  QStringList incomplete;
  for ( size_t s = 0; s < mScreens.size(); ++s )
  {
    attributes << screenRows[s];
    const QString flag = mScreens[s]->flag( screenRows[s] );
    if ( !flag.isEmpty() )
      flags << flag;
    const QString reason = mScreens[s]->incompleteReason( screenRows[s] );
    if ( reason.isEmpty() )
      continue;
    incomplete << QStringLiteral( "%1 (%2)" ).arg( mScreens[s]->id(), reason );
    // A parcel no screen could measure is named once, under its status.
    if ( parcel.evaluable() )
      counts.incompleteParcels[mScreens[s]->id()][reason].add( parcel.index, parcel.apn );
  }
  // Not screened never looks clean: it is a flag of its own and never "none".
  if ( !incomplete.isEmpty() )
    flags << incompleteFlag();
  flags.sort();
  for ( const QString &flag : flags )
    ++counts.flags[flag];
  ++counts.combinations[flags.isEmpty() ? QStringLiteral( "none" ) : flags.join( QLatin1String( " + " ) )];

  QString status = parcel.status;
  if ( mCombined )
  {
    if ( parcel.evaluable() && !incomplete.isEmpty() )
      status = incompleteStatus();
    attributes << flags.join( QLatin1String( ", " ) ) << ( incomplete.isEmpty() ? QVariant() : QVariant( incomplete.join( QLatin1String( ", " ) ) ) ) << mNotScreened << mProfileName << status;
  }
  else if ( !mScreens.empty() )
    status = screenRows.front().value( mScreens.front()->statusIndex() ).toString();
  ++counts.statuses[status];
  // A parcel a screen measured but could not decide is named screen by screen (incompleteParcels), not again here.
  if ( status != SwStatus::ok() && !( parcel.evaluable() && !incomplete.isEmpty() ) )
    counts.statusParcels[status].add( parcel.index, parcel.apn );

  const QgsAttributes input = parcel.feature.attributes();
  for ( const int i : mParcelFieldIndexes )
    attributes << input.value( i );
  return attributes;
}

bool SwOutputLayout::isFlaggedOrNotEvaluated( const SwParcel &parcel, const std::vector<QgsAttributes> &screenRows ) const
{
  if ( !parcel.evaluable() )
    return true;
  for ( size_t s = 0; s < mScreens.size(); ++s )
  {
    if ( !mScreens[s]->flag( screenRows[s] ).isEmpty() || !mScreens[s]->incompleteReason( screenRows[s] ).isEmpty() )
      return true;
  }
  return false;
}

QStringList SwOutputLayout::flagsOf( const std::vector<QgsAttributes> &screenRows ) const
{
  QStringList flags;
  bool incomplete = false;
  for ( size_t s = 0; s < mScreens.size(); ++s )
  {
    const QString flag = mScreens[s]->flag( screenRows[s] );
    if ( !flag.isEmpty() )
      flags << flag;
    incomplete = incomplete || !mScreens[s]->incompleteReason( screenRows[s] ).isEmpty();
  }
  if ( incomplete )
    flags << incompleteFlag();
  flags.sort();
  return flags;
}
