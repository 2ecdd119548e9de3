/***************************************************************************
  swnoticecase.cpp: a notice's case and its statuses (see header).
 ***************************************************************************/
#include "notices/swnoticecase.h"
#include "core/swowner.h"

#include <QObject>

namespace
{
  struct Known
  {
    SwNoticeCase::Status status;
    const char *value;
    const char *words;
  };
  const Known KNOWN[] = {
    { SwNoticeCase::Status::Noticed, "noticed", QT_TRANSLATE_NOOP( "SwNoticeCase", "noticed" ) },
    { SwNoticeCase::Status::PlanSubmitted, "plan_submitted", QT_TRANSLATE_NOOP( "SwNoticeCase", "plan submitted" ) },
    { SwNoticeCase::Status::PlanApproved, "plan_approved", QT_TRANSLATE_NOOP( "SwNoticeCase", "plan approved" ) },
    { SwNoticeCase::Status::ExtensionGranted, "extension_granted", QT_TRANSLATE_NOOP( "SwNoticeCase", "extension granted" ) },
    { SwNoticeCase::Status::MeasuresInstalled, "measures_installed", QT_TRANSLATE_NOOP( "SwNoticeCase", "measures installed" ) },
    { SwNoticeCase::Status::Inspected, "inspected", QT_TRANSLATE_NOOP( "SwNoticeCase", "inspected" ) },
    { SwNoticeCase::Status::CorrectiveSent, "corrective_notice_sent", QT_TRANSLATE_NOOP( "SwNoticeCase", "corrective notice sent" ) },
    { SwNoticeCase::Status::Referred, "referred", QT_TRANSLATE_NOOP( "SwNoticeCase", "referred for enforcement" ) },
    { SwNoticeCase::Status::Closed, "closed", QT_TRANSLATE_NOOP( "SwNoticeCase", "closed" ) },
    { SwNoticeCase::Status::Withdrawn, "withdrawn", QT_TRANSLATE_NOOP( "SwNoticeCase", "withdrawn" ) },
  };
} // namespace

QString SwNoticeCase::statusValue( Status status )
{
  for ( const Known &known : KNOWN )
  {
    if ( known.status == status )
      return QString::fromLatin1( known.value );
  }
  return QString();
}

QString SwNoticeCase::statusWords( Status status )
{
  for ( const Known &known : KNOWN )
  {
    if ( known.status == status )
      return QObject::tr( known.words );
  }
  return QString();
}

QList<SwNoticeCase::Status> SwNoticeCase::statuses()
{
  QList<Status> all;
  for ( const Known &known : KNOWN )
    all << known.status;
  return all;
}

bool SwNoticeCase::statusFromValue( const QString &value, Status &status )
{
  // The stored value, or the drop-down's words (a case file typed by hand).
  const QString wanted = value.trimmed().toLower().replace( QLatin1Char( ' ' ), QLatin1Char( '_' ) );
  for ( const Known &known : KNOWN )
  {
    if ( wanted == QLatin1String( known.value ) || wanted == QObject::tr( known.words ).toLower().replace( QLatin1Char( ' ' ), QLatin1Char( '_' ) ) )
    {
      status = known.status;
      return true;
    }
  }
  return false;
}

bool SwNoticeCase::isOpen() const
{
  return status != Status::Closed && status != Status::Withdrawn && status != Status::Referred;
}

bool SwNoticeCase::hasComplied() const
{
  return installedOn.isValid();
}

QDate SwNoticeCase::complianceDate() const
{
  return extendedTo.isValid() ? extendedTo : deadline;
}

bool SwNoticeCase::sameOwnerAs( const SwNoticeCase &other ) const
{
  if ( !ownerKey.isEmpty() && ownerKey == other.ownerKey )
    return true;
  return SwOwner::key( owner ) == SwOwner::key( other.owner );
}
