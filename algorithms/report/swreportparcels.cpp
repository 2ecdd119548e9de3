/***************************************************************************
  swreportparcels.cpp: the report's tables of parcels.
 ***************************************************************************/
#include "report/swreportparcels.h"
#include "core/swknownfield.h"
#include "core/swunits.h"
#include "pipeline/swoutputlayout.h"

namespace
{
  QList<SwReportColumn> leadingColumns()
  {
    return { { QStringLiteral( "APN" ) }, { QObject::tr( "Address" ) }, { QObject::tr( "Owner" ) }, { QObject::tr( "Parcel (acres)" ), true } };
  }
} // namespace

SwReportParcels::SwReportParcels( const std::vector<std::unique_ptr<SwScreen>> &screens, const QgsFields &parcelFields, const QgsFields &outputFields, const QString &ownerField )
  : mScreens( screens )
  , mFlagsIndex( outputFields.lookupField( QStringLiteral( "flags" ) ) )
  , mStatusIndex( outputFields.lookupField( QStringLiteral( "status" ) ) )
  , mNotScreened( QStringLiteral( "not-fully-screened" ), QObject::tr( "Parcels not fully screened" ), leadingColumns() + QList<SwReportColumn>{ { QObject::tr( "Status" ) }, { QObject::tr( "What was not screened, and why" ) }, { QObject::tr( "Flags raised all the same" ) } } )
{
  mAddressIndex = SwKnownField::find( parcelFields, addressFieldNames() );
  if ( mAddressIndex >= 0 )
    mAddressField = parcelFields.at( mAddressIndex ).name();
  mOwnerIndex = SwKnownField::find( parcelFields, { ownerField.isEmpty() ? QStringLiteral( "owner" ) : ownerField } );
  if ( mOwnerIndex >= 0 )
    mOwnerField = parcelFields.at( mOwnerIndex ).name();
  for ( const std::unique_ptr<SwScreen> &screen : mScreens )
  {
    SwReportTable table( screen->id(), screen->title(), leadingColumns() + screen->reportColumns() );
    mTables.push_back( table );
  }
  mFlagged.assign( mScreens.size(), 0 );
  mIncomplete.assign( mScreens.size(), 0 );
  mListed.assign( mScreens.size(), 0 );
  mNotScreened.setIntroduction( QObject::tr( "A screen that ran could not evaluate all of these parcels (outside the DEM, slope data on part of the parcel, inputs that cannot decide, or a geometry that cannot be measured). Their status is not ok and they are never counted as having no flag: check them by hand or give the missing data." ) );
}

QStringList SwReportParcels::addressFieldNames()
{
  return { QStringLiteral( "situs_address" ), QStringLiteral( "situs" ), QStringLiteral( "situsaddress" ), QStringLiteral( "situs_addr" ), QStringLiteral( "situsfulladdress" ), QStringLiteral( "site_address" ), QStringLiteral( "siteaddress" ), QStringLiteral( "address" ) };
}

QStringList SwReportParcels::leadingCells( const SwParcel &parcel ) const
{
  const QVariant address = mAddressIndex >= 0 ? parcel.feature.attribute( mAddressIndex ) : QVariant();
  const QVariant owner = mOwnerIndex >= 0 ? parcel.feature.attribute( mOwnerIndex ) : QVariant();
  return { parcel.apn, address.isNull() ? QString() : address.toString(), owner.isNull() ? QString() : owner.toString(), parcel.evaluable() ? QString::number( SwUnits::sqftToAcres( parcel.areaSqft ), 'f', 2 ) : QString() };
}

void SwReportParcels::add( const SwParcel &parcel, const std::vector<QgsAttributes> &rows, const QgsAttributes &written )
{
  const QStringList flags = written.value( mFlagsIndex ).toString().split( QStringLiteral( ", " ), Qt::SkipEmptyParts );
  const QString status = written.value( mStatusIndex ).toString();
  if ( parcel.evaluable() )
  {
    SwReportMap::ParcelMark mark;
    mark.x = parcel.bbox.center().x();
    mark.y = parcel.bbox.center().y();
    mark.width = static_cast<float>( parcel.bbox.width() );
    mark.height = static_cast<float>( parcel.bbox.height() );
    mark.kind = SwReportMap::kindOf( flags, SwStatus::evaluated( status ) );
    mMarks.push_back( mark );
    const bool flagged = !flags.isEmpty() && flags != QStringList{ SwOutputLayout::incompleteFlag() };
    if ( flagged && mFlaggedApns.size() < 1000 )
      mFlaggedApns << parcel.apn;
    if ( flagged )
      mFlaggedPlaces.emplace_back( parcel.apn, parcel.bbox.center() );
  }
  QStringList leading;
  QStringList missing;
  for ( size_t s = 0; s < mScreens.size(); ++s )
  {
    const SwScreen &screen = *mScreens[s];
    const QString reason = screen.incompleteReason( rows[s] );
    if ( !reason.isEmpty() )
    {
      missing << QObject::tr( "%1: %2" ).arg( screen.title(), screen.reasonWords( reason ) );
      ++mIncomplete[s];
    }
    const bool flagged = !screen.flag( rows[s] ).isEmpty();
    if ( flagged )
      ++mFlagged[s];
    if ( !screen.listedInReport( rows[s] ) )
      continue;
    if ( leading.isEmpty() )
      leading = leadingCells( parcel );
    // The flagged parcels first, then those not fully screened, then the rest the screen lists.
    mTables[s].addRow( leading + screen.reportCells( rows[s] ), flags, status, flagged ? 0 : ( reason.isEmpty() ? 2 : 1 ) );
    ++mListed[s];
  }
  if ( missing.isEmpty() )
    return;
  if ( leading.isEmpty() )
    leading = leadingCells( parcel );
  QStringList raised = flags;
  raised.removeAll( SwOutputLayout::incompleteFlag() );
  mNotScreened.addRow( leading + QStringList{ parcel.evaluable() ? QObject::tr( "not fully screened" ) : SwStatus::words( parcel.status ), missing.join( QLatin1String( "; " ) ), raised.join( QLatin1String( ", " ) ) }, flags, status );
}

QList<SwReportTable> SwReportParcels::tables() const
{
  QList<SwReportTable> tables;
  for ( size_t s = 0; s < mScreens.size(); ++s )
  {
    SwReportTable table = mTables[s];
    table.sortByRank();
    QString introduction = QObject::tr( "%1 parcel(s) flagged; %2 not fully screened by this screen (also listed under \"Parcels not fully screened\")." ).arg( mFlagged[s] ).arg( mIncomplete[s] );
    const QString note = mScreens[s]->reportNote();
    if ( !note.isEmpty() )
      introduction += QLatin1Char( ' ' ) + note;
    table.setIntroduction( introduction );
    tables << table;
  }
  tables << mNotScreened;
  return tables;
}

QStringList SwReportParcels::summary() const
{
  QStringList lines;
  for ( size_t s = 0; s < mScreens.size(); ++s )
  {
    const long long others = mListed[s] - mFlagged[s] - mIncomplete[s];
    QString line = QObject::tr( "%1: %2 parcel(s) flagged" ).arg( mScreens[s]->title() ).arg( mFlagged[s] );
    if ( mIncomplete[s] > 0 )
      line += QObject::tr( ", %1 not fully screened" ).arg( mIncomplete[s] );
    if ( others > 0 )
      line += QObject::tr( "; %1 more listed in its table for reference" ).arg( others );
    lines << line + QLatin1Char( '.' );
  }
  return lines;
}
