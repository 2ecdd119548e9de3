/***************************************************************************
  swprovider.cpp: the algorithm list of the `stormwater` provider.
 ***************************************************************************/
#include "processing/swprovider.h"
#include "processing/swalgorithmdesignvolume.h"
#include "processing/swalgorithmesaadjacency.h"
#include "processing/swalgorithmhillside.h"
#include "processing/swalgorithmimpervious.h"
#include "processing/swalgorithminfeasibility.h"
#include "processing/swalgorithmlidapplicability.h"
#include "processing/swalgorithmparcelsheet.h"
#include "processing/swalgorithmprofilerules.h"
#include "processing/swalgorithmscreenparcels.h"
#include "processing/swalgorithmvacantnotices.h"
#include "processing/swalgorithmnoticecasefile.h"
#include "processing/swalgorithmnoticefollowup.h"
#include "processing/swalgorithmvacantparcels.h"

#include <QIcon>

static void initStormwaterResources()
{
  // The engine is a static library: its compiled-in resources (icon,
  // profiles, styles) must be registered by hand.
  Q_INIT_RESOURCE( stormwater );
}

SwProvider::SwProvider( QObject *parent )
  : QgsProcessingProvider( parent )
{
  initStormwaterResources();
}

QIcon SwProvider::icon() const
{
  return QIcon( svgIconPath() );
}

QString SwProvider::svgIconPath() const
{
  return QStringLiteral( ":/stormwater/icons/stormwater.svg" );
}

QString SwProvider::id() const
{
  return providerId();
}

QString SwProvider::name() const
{
  return tr( "Stormwater parcel screening" );
}

QString SwProvider::longName() const
{
  return tr( "Stormwater parcel screening (Los Angeles County storm water ordinances)" );
}

QString SwProvider::versionInfo() const
{
  return QStringLiteral( STORMWATER_VERSION );
}

bool SwProvider::supportsNonFileBasedOutput() const
{
  return true;
}

void SwProvider::loadAlgorithms()
{
  addAlgorithm( new SwProfileRulesAlgorithm() );
  addAlgorithm( new SwEsaAdjacencyAlgorithm() );
  addAlgorithm( new SwHillsideAlgorithm() );
  addAlgorithm( new SwInfeasibilityAlgorithm() );
  addAlgorithm( new SwImperviousAlgorithm() );
  addAlgorithm( new SwVacantParcelsAlgorithm() );
  addAlgorithm( new SwVacantNoticesAlgorithm() );
  addAlgorithm( new SwNoticeCaseFileAlgorithm() );
  addAlgorithm( new SwNoticeFollowUpAlgorithm() );
  addAlgorithm( new SwDesignVolumeAlgorithm() );
  addAlgorithm( new SwLidApplicabilityAlgorithm() );
  addAlgorithm( new SwParcelSheetAlgorithm() );
  addAlgorithm( new SwScreenParcelsAlgorithm() );
}
