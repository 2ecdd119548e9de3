/***************************************************************************
  swpreviousscreening.cpp: reading the previous screening (see header).
 ***************************************************************************/
#include "processing/swpreviousscreening.h"
#include "core/compat.h"
#include "core/swlayername.h"
#include "core/swprofile.h"
#include "core/swprofileaccount.h"
#include "core/swcancel.h"
#include "pipeline/swparcel.h"

#include "qgsfeatureiterator.h"
#include "qgsfeedback.h"
#include "qgsprocessingparameters.h"
#include "qgsprovidermetadata.h"
#include "qgsproviderregistry.h"
#include "qgsvectorlayer.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

QgsProcessingParameterDefinition *SwPreviousScreening::input()
{
  auto previous = std::make_unique<QgsProcessingParameterVectorLayer>( inputName(), QObject::tr( "Previous screening, to list what changed" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true );
  previous->setHelp( QObject::tr( "an earlier run's screened parcels (this algorithm's OUTPUT, written with every parcel): each parcel is matched by APN (a parcel renumbered, the same land under a new APN, by its land) and what changed since is written to CHANGES and the report's \"Changes since\" section: flags newly raised or cleared, and figures past the profile's threshold (unimproved land past the acre, slope past the hillside percent, distance past the ESA adjacency or the well setback, groundwater past its depth)." ) );
  return previous.release();
}

QgsProcessingParameterDefinition *SwPreviousScreening::output()
{
  auto changes = std::make_unique<QgsProcessingParameterFeatureSink>( outputName(), QObject::tr( "What changed since the previous screening" ), SW_PROCESSING_SOURCE_POLYGON, QVariant(), true, false );
  changes->setHelp( QObject::tr( "with a previous screening: every parcel once (and each parcel of the previous screening no longer in the roll), with apn, change (newly_flagged, cleared, flags_changed, figure_moved, renumbered, new_parcel, gone, not_compared, unchanged), flags_before, flags_after, details (the flags and the figures with both values and the threshold) and previous_apn. A parcel gone from the roll and one new to it that each cover at least 90% of the other's area are one parcel renumbered: one row, change renumbered, its APN now in apn and its APN then in previous_apn, compared with its screening then. A split or a merge is not a renumbering: gone and new_parcel, their details saying so. Renumbering is not looked for against a previous screening written with ONLY_QUALIFYING (its unflagged parcels are unknown). An APN the previous screening gives two or more parcels is compared with none of them (not_compared, flags_before giving each one's flags in turn; gone: one row), and the log names those APNs." ) );
  return changes.release();
}

SwPreviousScreening::Read SwPreviousScreening::read( QgsVectorLayer &layer, SwScreeningChanges &changes, QgsFeedback *feedback )
{
  const QgsFields fields = layer.fields();
  for ( const char *needed : { "apn", "flags" } )
  {
    if ( fields.lookupField( QString::fromLatin1( needed ) ) < 0 )
      throw QgsProcessingException( QObject::tr( "PREVIOUS: layer '%1' has no field '%2': give an earlier run's screened parcels (stormwater:screenparcels OUTPUT)" ).arg( SwLayerName::of( &layer ), QString::fromLatin1( needed ) ) );
  }
  Read read;
  read.layerName = SwLayerName::of( &layer );
  const int apn = fields.lookupField( QStringLiteral( "apn" ) );
  // Only the fields compared are read: a screened layer has some sixty.
  const int status = fields.lookupField( QStringLiteral( "status" ) );
  const int profile = fields.lookupField( QStringLiteral( "screened_profile" ) );
  QgsAttributeList wanted{ apn, fields.lookupField( QStringLiteral( "flags" ) ) };
  for ( const int field : { status, profile } )
  {
    if ( field >= 0 )
      wanted << field;
  }
  for ( const SwScreeningChanges::Figure &figure : changes.figures() )
  {
    if ( fields.lookupField( figure.field ) >= 0 )
      wanted << fields.lookupField( figure.field );
  }
  QgsFeatureRequest request;
  request.setFlags( SW_FEATURE_REQUEST_FLAG( NoGeometry ) );
  request.setSubsetOfAttributes( wanted );
  QgsFeatureIterator it = layer.getFeatures( request );
  QgsFeature feature;
  while ( it.nextFeature( feature ) )
  {
    SwCancel::check( feedback );
    const SwScreeningChanges::State state = changes.stateOf( feature.attributes(), fields );
    changes.addPrevious( feature.attribute( apn ).toString().trimmed(), state, feature.id() );
    if ( state.flags.isEmpty() && ( status < 0 || SwStatus::evaluated( feature.attribute( status ).toString() ) ) )
      ++read.unflagged;
    if ( profile >= 0 )
    {
      const QString name = feature.attribute( profile ).toString();
      if ( !name.isEmpty() && !read.profiles.contains( name ) )
        read.profiles << name;
    }
    ++read.parcels;
  }

  // The run account every screened layer carries says when it was written; a layer without one goes by its file's date.
  const QRegularExpressionMatch written = QRegularExpression( QStringLiteral( "Written by stormwater:\\w+ .* on (\\d{4}-\\d{2}-\\d{2})T" ) ).match( layer.metadata().abstract() );
  read.onlyFlagged = layer.metadata().abstract().contains( QStringLiteral( "(ONLY_QUALIFYING)" ) );
  read.rules = SwProfileAccount::read( layer.metadata().abstract() );
  changes.setPreviousOnlyFlagged( read.onlyFlagged );
  if ( written.hasMatch() )
  {
    read.date = QDate::fromString( written.captured( 1 ), Qt::ISODate );
    read.dateBasis = QObject::tr( "the day its run wrote it, as its layer metadata records" );
  }
  else
  {
    const QVariantMap parts = QgsProviderRegistry::instance()->decodeUri( layer.providerType(), layer.source() );
    const QFileInfo file( parts.value( QStringLiteral( "path" ) ).toString() );
    if ( file.exists() )
    {
      read.date = file.lastModified().date();
      read.dateBasis = QObject::tr( "its file's date, the layer carrying no run account" );
    }
  }
  return read;
}

QString SwPreviousScreening::otherProfileWarning( const Read &read, const QString &profileName )
{
  QStringList others = read.profiles;
  others.removeAll( profileName );
  if ( others.isEmpty() )
    return QString();
  return QObject::tr( "PREVIOUS '%1' was screened under profile %2, this run under %3: its changes may come from the rules, not the parcels. Compare runs of one profile." )
    .arg( read.layerName, read.profiles.join( QLatin1String( ", " ) ), profileName );
}

QString SwPreviousScreening::otherRulesWarning( const Read &read, const SwProfile &profile )
{
  if ( !read.profiles.isEmpty() && !read.profiles.contains( profile.name() ) )
    return QString(); // another profile altogether: said by otherProfileWarning
  const QStringList differ = SwProfileAccount::differences( read.rules, profile );
  if ( differ.isEmpty() )
    return QString();
  return QObject::tr( "PREVIOUS '%1' was screened under other values of profile %2's rules (%3): a change may come from the rules, not the parcels" ).arg( read.layerName, profile.name(), differ.join( QLatin1String( "; " ) ) );
}

QString SwPreviousScreening::onlyFlaggedAccount( long long written, long long read )
{
  return QObject::tr( "Only the flagged parcels and those not evaluated were written (ONLY_QUALIFYING): %1 of the %2 parcels read; a parcel not in this layer was not flagged." ).arg( written ).arg( read );
}

QString SwPreviousScreening::onlyFlaggedSuspicion( const Read &read, long long newParcels )
{
  if ( read.onlyFlagged || read.parcels == 0 || read.unflagged > 0 || newParcels == 0 )
    return QString();
  return QObject::tr( "PREVIOUS '%1' holds no unflagged parcel, as a run written with ONLY_QUALIFYING does, and no account saying how it was written: if it was written so, the %2 parcel(s) called new_parcel were unflagged then, not new to the roll. Compare with a run that wrote every parcel." )
    .arg( read.layerName )
    .arg( newParcels );
}

QString SwPreviousScreening::sinceWords( const Read &read )
{
  if ( !read.date.isValid() )
    return QObject::tr( "the previous screening" );
  return QLocale( QLocale::English, QLocale::UnitedStates ).toString( read.date, QStringLiteral( "MMMM d, yyyy" ) );
}
