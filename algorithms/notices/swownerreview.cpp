/***************************************************************************
  swownerreview.cpp: the same-name owners table: the clerk's decisions
  read and applied, new owners added, every row kept.
 ***************************************************************************/
#include "notices/swownerreview.h"
#include "notices/swcsv.h"

#include "qgsexception.h"

#include <QFileInfo>
#include <QObject>

namespace
{
  const QString SAME = QStringLiteral( "same" );
  const QString DIFFERENT = QStringLiteral( "different" );

  // A spreadsheet may save the file with a byte order mark before the first column's name.
  QString columnName( const QString &cell )
  {
    QString name = cell.trimmed();
    if ( name.startsWith( QChar( 0xFEFF ) ) )
      name.remove( 0, 1 );
    return name;
  }
} // namespace

QStringList SwOwnerReview::header()
{
  return { QStringLiteral( "name_key" ), QStringLiteral( "owner" ), QStringLiteral( "owner_key" ), QStringLiteral( "mail_address" ), QStringLiteral( "apns" ), QStringLiteral( "decision" ), QStringLiteral( "reviewed_by" ), QStringLiteral( "note" ) };
}

void SwOwnerReview::read( const QString &path, const QString &parameter )
{
  mDecisions.clear();
  mExtraColumns.clear();
  mRows.clear();
  if ( path.isEmpty() || !QFileInfo::exists( path ) )
    return;
  QList<int> lines;
  const QList<QStringList> records = SwCsv::read( path, parameter, &lines );
  const QStringList fileHeader = records.isEmpty() ? QStringList() : records.first();
  // Columns by name: the clerk's spreadsheet may move them or add its own.
  QVector<int> at( ColumnCount, -1 );
  QVector<int> extra;
  for ( int i = 0; i < fileHeader.size(); ++i )
  {
    const int own = header().indexOf( columnName( fileHeader.at( i ) ) );
    if ( own >= 0 && at[own] < 0 )
      at[own] = i;
    else
    {
      extra << i;
      mExtraColumns << fileHeader.at( i );
    }
  }
  for ( const Column required : { NameKey, OwnerKey, DecisionColumn } )
  {
    if ( at[required] < 0 )
      throw QgsProcessingException( QObject::tr( "%1: '%2' is not a table of same-name owners to review: its first row has no column %3 (it has %4); give a new file or the table an earlier run wrote; nothing was written" ).arg( parameter, path, header().at( required ), fileHeader.join( ',' ) ) );
  }
  for ( int r = 1; r < records.size(); ++r )
  {
    const QStringList &record = records.at( r );
    QStringList row;
    for ( int c = 0; c < ColumnCount; ++c )
      row << ( at[c] >= 0 ? record.value( at[c] ) : QString() );
    for ( const int c : std::as_const( extra ) )
      row << record.value( c );
    const QString word = row.at( DecisionColumn ).trimmed();
    Decision decision = Decision::NotReviewed;
    if ( word.compare( SAME, Qt::CaseInsensitive ) == 0 )
      decision = Decision::Same;
    else if ( word.compare( DIFFERENT, Qt::CaseInsensitive ) == 0 )
      decision = Decision::Different;
    else if ( !word.isEmpty() )
      throw QgsProcessingException( QObject::tr( "%1: '%2' line %3: decision '%4' is not one of same, different (or empty: not reviewed); correct that line; nothing was written" ).arg( parameter, path ).arg( lines.value( r ) ).arg( word ) );
    const QString key = row.at( OwnerKey ).trimmed().normalized( QString::NormalizationForm_KC );
    if ( !key.isEmpty() && !mDecisions.contains( key ) )
      mDecisions.insert( key, qMakePair( decision, lines.value( r ) ) );
    mRows << row;
  }
}

SwOwnerReview::Outcome SwOwnerReview::apply( SwOwnerIdentity::Identified &identified )
{
  Outcome outcome;
  outcome.sharedNames = identified.sameName.size();
  // A row for every owner of a shared name the table lacks, before any is joined: the clerk sees each.
  for ( auto it = identified.sameName.constBegin(); it != identified.sameName.constEnd(); ++it )
  {
    for ( const QString &key : it.value() )
    {
      if ( mDecisions.contains( key ) )
        continue;
      const SwOwnerIdentity::Owner owner = identified.owners.value( key );
      const QString mail = owner.mail.isEmpty() ? QObject::tr( "no complete mailing address" ) : owner.mail;
      QStringList row{ it.key(), owner.owner, key, mail, owner.apns.join( QLatin1String( "; " ) ), QString(), QString(), QString() };
      for ( int i = 0; i < mExtraColumns.size(); ++i )
        row << QString();
      mRows << row;
      mDecisions.insert( key, qMakePair( Decision::NotReviewed, 0 ) );
      ++outcome.added;
    }
  }
  const QMap<QString, QStringList> shared = identified.sameName;
  for ( auto it = shared.constBegin(); it != shared.constEnd(); ++it )
  {
    QStringList same;
    QStringList lines;
    for ( const QString &key : it.value() )
    {
      if ( mDecisions.value( key ).first == Decision::Same )
      {
        same << key;
        lines << QString::number( mDecisions.value( key ).second );
      }
    }
    if ( same.size() < 2 )
      continue;
    outcome.joined << QObject::tr( "%1 the same owner (lines %2): one notice" ).arg( same.join( QLatin1String( " and " ) ), lines.join( QLatin1String( ", " ) ) );
    SwOwnerIdentity::join( identified, same );
  }
  for ( auto it = identified.sameName.constBegin(); it != identified.sameName.constEnd(); ++it )
  {
    ++outcome.keptApart;
    outcome.apart << QObject::tr( "%1 (%2 owners)" ).arg( it.key() ).arg( it.value().size() );
    for ( const QString &key : it.value() )
    {
      if ( mDecisions.value( key ).first == Decision::NotReviewed )
        ++outcome.notReviewed;
    }
  }
  return outcome;
}

std::vector<SwNotice> SwOwnerReview::owners( const std::vector<SwNoticeParcel> &parcels, const QString &table, QStringList &lines )
{
  std::vector<SwOwnerIdentity::Parcel> roll;
  roll.reserve( parcels.size() );
  for ( const SwNoticeParcel &parcel : parcels )
    roll.push_back( SwNotices::identityOf( parcel ) );
  SwOwnerIdentity::Identified identified = SwOwnerIdentity::identify( roll );
  const Outcome outcome = apply( identified );
  for ( const QString &joined : outcome.joined )
    lines << QObject::tr( "Owners: OWNER_REVIEW '%1' marks %2" ).arg( table, joined );
  if ( outcome.keptApart > 0 )
  {
    const QString where = table.isEmpty() ? QObject::tr( "give OWNER_REVIEW (a CSV file) to have the clerk confirm them or mark them the same owner" )
                                          : QObject::tr( "the clerk confirms or joins them in OWNER_REVIEW '%1' (%2 owner(s) not yet reviewed, %3 row(s) added)" ).arg( table ).arg( outcome.notReviewed ).arg( outcome.added );
    lines << QObject::tr( "Owners: %1 name(s) shared by owners at different mailing addresses or with different owner ids, kept apart, one notice each: %2; %3" ).arg( outcome.keptApart ).arg( outcome.apart.join( QLatin1String( ", " ) ), where );
  }
  return SwNotices::group( parcels, identified.keys );
}

void SwOwnerReview::write( const QString &path, const QString &parameter ) const
{
  SwCsv::write( path, parameter, header() + mExtraColumns, mRows );
}
