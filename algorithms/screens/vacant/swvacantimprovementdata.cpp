/***************************************************************************
  swvacantimprovementdata.cpp: what the footprints can decide when they show
  the structures but not the permanent improvements, and how the log and
  the report say so.
 ***************************************************************************/
#include "screens/vacant/swvacantimprovementdata.h"
#include "screens/vacant/swvacantparameters.h"
#include "core/swinputnotes.h"
#include "core/swparameterreader.h"

#include "qgsexception.h"

#include <QObject>

using namespace SwVacantParameters;

namespace
{
  QString unseen()
  {
    return QObject::tr( "driveways, paving, pools, landscaping: definition IIII" );
  }
  QString remedy()
  {
    return QObject::tr( "give IMPROVEMENTS (the permanent improvement footprints), or set STRUCTURES_INCLUDE_IMPROVEMENTS if the structures layer maps them too" );
  }
} // namespace

void SwVacantImprovementData::prepare( const SwParameterReader &reader, bool useExpression, double minAcres, SwInputNotes *notes )
{
  mMinAcres = minAcres;
  mNoStructure.clear();
  mPartial.clear();
  mUseExpression = useExpression;
  const bool stated = reader.yesNo( STRUCTURES_INCLUDE_IMPROVEMENTS, false );
  const bool structures = reader.isGiven( STRUCTURES );
  if ( stated && !structures )
    throw QgsProcessingException( QObject::tr( "STRUCTURES_INCLUDE_IMPROVEMENTS is set, but no STRUCTURES layer is given: give the structures layer that maps the improvements too, or leave it unset" ) );
  mStructuresOnly = structures && !stated && !reader.isGiven( IMPROVEMENTS );
  if ( !notes )
    return;
  if ( stated )
    notes->add( STRUCTURES, QObject::tr( "the city states that this layer maps the permanent improvements too (%1; STRUCTURES_INCLUDE_IMPROVEMENTS): vacancy is decided on it" ).arg( unseen() ) );
  else if ( mStructuresOnly )
    notes->add( STRUCTURES, QObject::tr( "structures only, no IMPROVEMENTS: permanent improvements (%1) are not mapped, so a parcel %2 an unimproved portion that could qualify is not decided (status %3); %4" )
                              .arg( unseen(), mUseExpression ? QObject::tr( "with a structure and" ) : QObject::tr( "with no structure, or with a structure and" ), status(), remedy() ) );
}

QString SwVacantImprovementData::statusWords()
{
  return QObject::tr( "not decided: improvements not mapped (%1); %2" ).arg( unseen(), remedy() );
}

QString SwVacantImprovementData::reason( const QString &found )
{
  return QObject::tr( "not decided: %1, but improvements are not mapped (%2); %3" ).arg( found, unseen(), remedy() );
}

QString SwVacantImprovementData::basis()
{
  return QObject::tr( "structures only (improvements not mapped)" );
}

QString SwVacantImprovementData::summary() const
{
  const SwParcelSample none = mNoStructure.sample();
  const SwParcelSample partial = mPartial.sample();
  const long long total = none.count() + partial.count();
  if ( total == 0 )
    return QString();
  QStringList named;
  for ( const SwParcelSample &sample : { none, partial } )
  {
    if ( sample.count() > 0 )
      named << sample.named();
  }
  return QObject::tr( "Vacant parcels: %1 parcel(s) not decided because improvements are not mapped (%2): %3 with no structure that would qualify, %4 with %5 acre(s) or more not under a structure [%6]; %7 to decide them" )
    .arg( total )
    .arg( unseen() )
    .arg( none.count() )
    .arg( partial.count() )
    .arg( mMinAcres, 0, 'f', 1 )
    .arg( named.join( QLatin1String( "; " ) ), remedy() );
}

QString SwVacantImprovementData::reportNote() const
{
  if ( !mStructuresOnly )
    return QString();
  return QObject::tr( "The footprints show structures only: a parcel that would qualify from them is not decided (%1) and gets no notice, as improvements would shrink its unimproved portion; a parcel they leave under %2 acre does not qualify whatever its improvements." ).arg( unseen() ).arg( mMinAcres, 0, 'f', 1 );
}
