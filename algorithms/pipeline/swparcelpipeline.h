/***************************************************************************
  swparcelpipeline.h: the batch pipeline every per-parcel algorithm runs.
  Parcels are read in batches on one reader thread (screens read
  expressions there), made ready and evaluated on all cores, and handed
  back in input order on the calling thread; while the caller writes one
  batch, the next is evaluated and the one after it read. Screens whose answers depend on other parcels (contiguous vacant
  parcels) run in a first pass that keeps their rows and a finish step that
  completes them; the others run in the writing pass, so only the first
  kind's rows are held in memory.

    first pass (0..1/3) -> finish (1/3..2/3) -> writing pass (rest)

  Progress goes through QgsProcessingMultiStepFeedback; a cancel anywhere
  throws SwCancel's exception.
 ***************************************************************************/
#ifndef SWPARCELPIPELINE_H
#define SWPARCELPIPELINE_H

#include "pipeline/swoutputlayout.h"
#include "pipeline/swparcelgeometry.h"
#include "geopackage/swfeaturereader.h"
#include "pipeline/swscreen.h"
#include "core/swwarnings.h"

#include "qgsprocessingutils.h"

#include <QSet>

#include <functional>
#include <memory>
#include <vector>

class SwParcelPipeline
{
public:
  //! Receives each parcel with its screens' rows, in input order, on the calling thread.
  using Writer = std::function<void( const SwParcel &parcel, const std::vector<QgsAttributes> &rows )>;

  /**
   * A parcel GEOS cannot compute with is written with SwStatus::geometryError()
   * and named in \a warnings. The parcels are read straight from \a direct
   * when it is valid (SwGeoPackageReader::locate), else through \a parcels.
   */
  SwParcelPipeline( QgsProcessingFeatureSource &parcels, const QString &parcelsName, int apnIndex, const std::vector<std::unique_ptr<SwScreen>> &screens, const SwParcelGeometry &geometry, SwWarnings &warnings, const SwGeoPackageReader::Location &direct = SwGeoPackageReader::Location() );

  //! Runs every screen over every parcel and hands each to \a write. Throws on cancel or failure.
  void run( const Writer &write, QgsProcessingFeedback *feedback, SwRunCounts &counts );

private:
  using Rows = std::vector<std::vector<QgsAttributes>>;

  //! One pass over the parcels, in input order.
  SwFeatureReader readParcels() const;
  void firstPass( QgsFeedback *progress, QgsProcessingFeedback *feedback, SwRunCounts &counts );
  void finishScreens( QgsProcessingFeedback *progress, QgsProcessingFeedback *feedback );
  void writingPass( const Writer &write, QgsFeedback *progress, QgsProcessingFeedback *feedback, SwRunCounts &counts );

  //! Receives a batch, its rows and how many parcels were read up to its end, on the calling thread.
  using Consumer = std::function<void( std::vector<SwParcel> &batch, Rows &rows, long long readSoFar )>;
  /**
   * Reads \a it to its end in batches, evaluates the pass's \a screens on
   * each and hands it to \a consume in input order; the next batch is read
   * and evaluated meanwhile. A failure on any thread is thrown here.
   */
  void streamBatches( SwFeatureReader &it, const std::vector<size_t> &screens, SwRunCounts *apnCounts, QgsProcessingFeedback *feedback, const Consumer &consume );
  //! Reads up to one batch (on the reader thread; the pass's screens read there what may not be read on the pool's threads, one batch at a time).
  bool readBatch( SwFeatureReader &it, std::vector<SwParcel> &batch, long long &next, const std::vector<size_t> &screens, SwRunCounts *apnCounts, QgsProcessingFeedback *feedback );
  //! Makes each parcel ready and evaluates the pass's screens, on all cores.
  void evaluateBatch( std::vector<SwParcel> &batch, const std::vector<size_t> &screens, Rows &rows ) const;
  //! The pass's rows of one parcel; a GEOS failure makes it not evaluated (status geometry_error) rather than fail the run.
  std::vector<QgsAttributes> evaluateParcel( SwParcel &parcel, const std::vector<size_t> &screens ) const;

  QgsProcessingFeatureSource &mParcels;
  SwGeoPackageReader::Location mDirect;
  QString mParcelsName;
  int mApnIndex = -1;
  const std::vector<std::unique_ptr<SwScreen>> &mScreens;
  bool mSharing = false; //!< a screen reads what earlier ones share (SwScreen::share is called only then)
  const SwParcelGeometry &mGeometry;
  SwWarnings &mWarnings;
  long long mCount = 0;
  std::vector<size_t> mFirstPass;   //!< screens that need every parcel
  std::vector<size_t> mWritingPass; //!< the others
  Rows mKeptRows;                   //!< by screen, then parcel index: the first pass's rows
  long long mFirstPassRead = 0;
  QSet<QString> mSeenApns;
};

#endif // SWPARCELPIPELINE_H
