/***************************************************************************
  swnoticecasefile.cpp: the case file's table and form (see header).
 ***************************************************************************/
#include "notices/swnoticecasefile.h"
#include "notices/swnoticecasecheck.h"
#include "notices/swnoticeregister.h"
#include "core/compat.h"
#include "core/swparcelnumber.h"

#include "qgseditformconfig.h"
#include "qgseditorwidgetsetup.h"
#include "qgsvectorlayer.h"

#include <QMap>
#include <QSet>

#include <algorithm>
#include <iterator>
#include <QObject>

namespace
{
  //! A field of the table: its name, its type, the form's label, and whether the clerk edits it.
  struct Column
  {
    const char *name;
    bool date;
    const char *label;
    bool edited;
  };
  const Column COLUMNS[] = {
    { "notice_id", false, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Notice no." ), false },
    { "owner", false, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Owner" ), false },
    { "owner_key", false, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Owner (as compared)" ), false },
    { "apns", false, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Parcels (APN)" ), false },
    { "language", false, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Letter language" ), true },
    { "delivery", false, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Delivered by" ), false },
    { "notice_date", true, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Mailed or posted on" ), false },
    { "compliance_deadline", true, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Compliance deadline" ), false },
    { "status", false, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Status" ), true },
    { "status_date", true, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Status set on" ), true },
    { "extended_to", true, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Extension granted to" ), true },
    { "installed_on", true, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Measures installed on" ), true },
    { "inspected_on", true, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Last inspected on" ), true },
    { "inspection_result", false, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Inspection result" ), true },
    { "corrective_on", true, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Corrective notice sent on" ), true },
    { "note", false, QT_TRANSLATE_NOOP( "SwNoticeCaseFile", "Note" ), true },
  };
  const QString PASSED = QStringLiteral( "passed" );
  const QString FAILED = QStringLiteral( "failed" );

  QVariant dateValue( const QDate &date )
  {
    return date.isValid() ? QVariant( date ) : QVariant();
  }

  QString caseFileNoteAdded( const QString &note, const QString &line )
  {
    return note.isEmpty() ? line : QStringLiteral( "%1\n%2" ).arg( note, line );
  }

  //! A notice id on two rows of the case file kept so far: which is the case the data cannot say.
  void refuseDuplicates( const QList<SwNoticeCase> &earlier, QStringList &refused )
  {
    QMap<QString, QStringList> rows;
    for ( const SwNoticeCase &c : earlier )
      rows[c.noticeId] << SwNoticeCaseCheck::rowName( c );
    for ( auto it = rows.cbegin(); it != rows.cend(); ++it )
    {
      if ( it.value().size() > 1 )
        refused << QObject::tr( "notice %1 is on %2 rows of the case file kept so far (%3): one notice is one case; keep one row" ).arg( it.key() ).arg( it.value().size() ).arg( it.value().join( QLatin1String( ", " ) ) );
    }
  }

  /**
   * The earlier case \a c given what the register says of its notice
   * (\a listed): the register's lines its note lacks, after the clerk's;
   * the parcels it adds; the register's deadline, said in the note and in
   * \a corrected. True when anything was added.
   */
  bool bringUpToDate( SwNoticeCase &c, const SwNoticeCase &listed, QStringList &corrected )
  {
    const QStringList noted = c.note.split( '\n' );
    bool updated = false;
    for ( const QString &line : listed.note.split( '\n', Qt::SkipEmptyParts ) )
    {
      if ( noted.contains( line ) )
        continue;
      c.note = caseFileNoteAdded( c.note, line );
      updated = true;
    }
    for ( const QString &apn : listed.apns )
      updated = SwParcelNumber::appendOnce( c.apns, apn ) || updated;
    // D: the deadline is the notice's, 180 days from the mailing; the Director's more time is extended_to.
    if ( listed.deadline.isValid() && c.deadline != listed.deadline )
    {
      const QString line = QObject::tr( "compliance_deadline %1 of the case file replaced by the register's %2: the notice's deadline is the register's; more time goes in extended_to" )
                             .arg( c.deadline.isValid() ? c.deadline.toString( Qt::ISODate ) : QObject::tr( "(none)" ), listed.deadline.toString( Qt::ISODate ) );
      corrected << QObject::tr( "notice %1: %2" ).arg( c.noticeId, line );
      c.note = caseFileNoteAdded( c.note, line );
      c.deadline = listed.deadline;
      updated = true;
    }
    return updated;
  }
} // namespace

QgsFields SwNoticeCaseFile::fields()
{
  QgsFields fields;
  for ( const Column &column : COLUMNS )
    fields.append( QgsField( QString::fromLatin1( column.name ), column.date ? SW_VARIANT_TYPE( QDate ) : SW_VARIANT_TYPE( QString ) ) );
  return fields;
}

QgsAttributes SwNoticeCaseFile::attributes( const SwNoticeCase &c )
{
  return QgsAttributes() << c.noticeId << c.owner << c.ownerKey << c.apns.join( SwNoticeRegister::separator() ) << ( c.language.isEmpty() ? QVariant() : QVariant( c.language ) ) << c.delivery
                         << dateValue( c.noticeDate ) << dateValue( c.deadline ) << SwNoticeCase::statusValue( c.status ) << dateValue( c.statusDate ) << dateValue( c.extendedTo )
                         << dateValue( c.installedOn ) << dateValue( c.inspectedOn ) << ( c.inspectedOn.isValid() ? QVariant( c.inspectionPassed ? PASSED : FAILED ) : QVariant() )
                         << dateValue( c.correctiveOn ) << ( c.note.isEmpty() ? QVariant() : QVariant( c.note ) );
}

SwNoticeCase SwNoticeCaseFile::caseOf( const QgsFeature &feature, const QgsFields &fields, QString &error )
{
  SwNoticeCase c;
  error.clear();
  const auto value = [&]( const char *name )
  {
    const int index = fields.lookupField( QString::fromLatin1( name ) );
    return index < 0 ? QVariant() : feature.attribute( index );
  };
  const auto text = [&]( const char *name )
  {
    const QVariant v = value( name );
    return v.isNull() ? QString() : v.toString().trimmed();
  };
  c.noticeId = text( "notice_id" );
  const auto date = [&]( const char *name )
  {
    const QVariant v = value( name );
    if ( v.isNull() || v.toString().trimmed().isEmpty() )
      return QDate();
    QDate day = v.toDate();
    if ( !day.isValid() )
      day = QDate::fromString( v.toString().trimmed().left( 10 ), Qt::ISODate );
    if ( !day.isValid() && error.isEmpty() )
      error = QObject::tr( "notice %1: %2 '%3' is not a date (write 2027-06-14)" ).arg( c.noticeId, QString::fromLatin1( name ), v.toString() );
    return day;
  };
  c.owner = text( "owner" );
  c.ownerKey = text( "owner_key" );
  c.row = feature.id();
  for ( const QString &apn : text( "apns" ).split( QLatin1Char( ';' ), Qt::SkipEmptyParts ) )
    SwParcelNumber::appendOnce( c.apns, apn.trimmed() );
  c.language = text( "language" );
  c.delivery = text( "delivery" );
  c.noticeDate = date( "notice_date" );
  c.deadline = date( "compliance_deadline" );
  const QString status = text( "status" );
  if ( !status.isEmpty() && !SwNoticeCase::statusFromValue( status, c.status ) && error.isEmpty() )
  {
    QStringList known;
    for ( const SwNoticeCase::Status s : SwNoticeCase::statuses() )
      known << SwNoticeCase::statusValue( s );
    error = QObject::tr( "notice %1: status '%2' is not one of %3" ).arg( c.noticeId, status, known.join( QLatin1String( ", " ) ) );
  }
  c.statusDate = date( "status_date" );
  c.extendedTo = date( "extended_to" );
  c.installedOn = date( "installed_on" );
  c.inspectedOn = date( "inspected_on" );
  const QString result = text( "inspection_result" ).toLower();
  if ( !result.isEmpty() && result != PASSED && result != FAILED && error.isEmpty() )
    error = QObject::tr( "notice %1: inspection_result '%2' is not passed or failed" ).arg( c.noticeId, result );
  c.inspectionPassed = result != FAILED;
  c.correctiveOn = date( "corrective_on" );
  c.note = text( "note" );
  if ( c.noticeId.isEmpty() && error.isEmpty() )
    error = QObject::tr( "a row has no notice_id (owner '%1', parcels '%2')" ).arg( c.owner, c.apns.join( QLatin1String( "; " ) ) );
  else if ( !c.deadline.isValid() && error.isEmpty() )
    error = QObject::tr( "notice %1: no compliance_deadline" ).arg( c.noticeId );
  return c;
}

QList<SwNoticeCase> SwNoticeCaseFile::fromRegister( const QList<QStringList> &rows )
{
  using namespace SwNoticeRegister;
  QList<SwNoticeCase> cases;
  QMap<QString, int> byId;
  for ( const QStringList &row : rows )
  {
    const QString status = row.at( Status );
    // A parcel no longer listed names its notice as the earlier one.
    const QString id = status == STATUS_GONE ? row.at( EarlierNotice ) : row.at( NoticeId );
    const auto found = byId.constFind( id );
    if ( found == byId.constEnd() )
    {
      if ( status == STATUS_GONE )
        continue; // a parcel of no notice this register holds
      SwNoticeCase c;
      c.noticeId = id;
      c.ownerKey = row.at( OwnerKey );
      c.owner = row.at( Owner );
      c.apns = SwParcelNumber::once( row.at( Apns ).split( separator(), Qt::SkipEmptyParts ) );
      c.noticeDate = QDate::fromString( row.at( NoticeDate ), Qt::ISODate );
      c.deadline = QDate::fromString( row.at( Deadline ), Qt::ISODate );
      c.delivery = row.at( Delivery );
      c.status = SwNoticeCase::Status::Noticed;
      c.statusDate = c.noticeDate;
      if ( status != STATUS_NEW )
        c.note = QObject::tr( "run %1: %2" ).arg( row.at( Run ), status );
      byId.insert( id, cases.size() );
      cases << c;
      continue;
    }
    SwNoticeCase &c = cases[found.value()];
    const QString line = status == STATUS_GONE ? QObject::tr( "run %1 (%2): %3 %4" ).arg( row.at( Run ), row.at( NoticeDate ), row.at( Apns ), status ) : QObject::tr( "run %1: %2" ).arg( row.at( Run ), status );
    c.note = caseFileNoteAdded( c.note, line );
    // A later notice of the same id may list parcels the first did not.
    if ( status != STATUS_GONE )
    {
      // The same parcel on a roll exported without dashes is not another.
      for ( const QString &apn : row.at( Apns ).split( separator(), Qt::SkipEmptyParts ) )
        SwParcelNumber::appendOnce( c.apns, apn );
    }
  }
  return cases;
}

SwNoticeCaseFile::Merged SwNoticeCaseFile::merged( const QList<SwNoticeCase> &earlier, const QList<SwNoticeCase> &registerCases )
{
  Merged result;
  QMap<QString, int> registerById;
  for ( int i = 0; i < registerCases.size(); ++i )
  {
    if ( !registerById.contains( registerCases.at( i ).noticeId ) )
      registerById.insert( registerCases.at( i ).noticeId, i );
  }
  refuseDuplicates( earlier, result.refused );
  QSet<QString> held;
  for ( int row = 0; row < earlier.size(); ++row )
  {
    SwNoticeCase c = earlier.at( row );
    const auto found = registerById.constFind( c.noticeId );
    if ( !held.contains( c.noticeId ) && found != registerById.constEnd() )
    {
      const SwNoticeCase &listed = registerCases.at( found.value() );
      if ( !c.sameOwnerAs( listed ) )
      {
        result.refused << QObject::tr( "notice %1 is to '%2' in the case file kept so far (%3) but to '%4' in the register: the same id for another owner (is it another register's case file?)" )
                            .arg( c.noticeId, c.owner, SwNoticeCaseCheck::rowName( c ), listed.owner );
      }
      else
        result.notesUpdated += bringUpToDate( c, listed, result.deadlinesCorrected );
    }
    held.insert( c.noticeId );
    result.cases << c;
    result.earlierRows << row;
  }
  for ( const SwNoticeCase &c : registerCases )
  {
    if ( held.contains( c.noticeId ) )
      continue;
    held.insert( c.noticeId );
    result.cases << c;
    result.earlierRows << -1;
    ++result.added;
  }
  return result;
}

void SwNoticeCaseFile::setForm( QgsVectorLayer &layer )
{
  QgsEditFormConfig form = layer.editFormConfig();
  // The GeoPackage's own row id (fid) is not the clerk's to change, nor to see.
  for ( int index = 0; index < layer.fields().count(); ++index )
  {
    const QString name = layer.fields().at( index ).name();
    if ( std::none_of( std::begin( COLUMNS ), std::end( COLUMNS ), [&name]( const Column &column )
                       { return name == QLatin1String( column.name ); } ) )
    {
      layer.setEditorWidgetSetup( index, QgsEditorWidgetSetup( QStringLiteral( "Hidden" ), QVariantMap() ) );
      form.setReadOnly( index, true );
    }
  }
  for ( const Column &column : COLUMNS )
  {
    const int index = layer.fields().lookupField( QString::fromLatin1( column.name ) );
    if ( index < 0 )
      continue;
    layer.setFieldAlias( index, QObject::tr( column.label ) );
    form.setReadOnly( index, !column.edited );
    if ( column.date )
    {
      layer.setEditorWidgetSetup( index, QgsEditorWidgetSetup( QStringLiteral( "DateTime" ), { { QStringLiteral( "field_format" ), QStringLiteral( "yyyy-MM-dd" ) },
                                                                                               { QStringLiteral( "display_format" ), QStringLiteral( "MMMM d, yyyy" ) },
                                                                                               { QStringLiteral( "calendar_popup" ), true },
                                                                                               { QStringLiteral( "allow_null" ), true } } ) );
    }
  }
  // Drop-downs: the words shown, the value stored.
  QVariantList statuses;
  for ( const SwNoticeCase::Status status : SwNoticeCase::statuses() )
    statuses << QVariantMap{ { SwNoticeCase::statusWords( status ), SwNoticeCase::statusValue( status ) } };
  layer.setEditorWidgetSetup( layer.fields().lookupField( QStringLiteral( "status" ) ), QgsEditorWidgetSetup( QStringLiteral( "ValueMap" ), { { QStringLiteral( "map" ), statuses } } ) );
  const QVariantList results{ QVariantMap{ { QObject::tr( "passed" ), PASSED } }, QVariantMap{ { QObject::tr( "failed: corrective action needed" ), FAILED } } };
  layer.setEditorWidgetSetup( layer.fields().lookupField( QStringLiteral( "inspection_result" ) ), QgsEditorWidgetSetup( QStringLiteral( "ValueMap" ), { { QStringLiteral( "map" ), results } } ) );
  layer.setEditorWidgetSetup( layer.fields().lookupField( QStringLiteral( "note" ) ), QgsEditorWidgetSetup( QStringLiteral( "TextEdit" ), { { QStringLiteral( "IsMultiline" ), true } } ) );
  layer.setEditFormConfig( form );
}
