/***************************************************************************
  swfeatureindex.h: the small layers a screen measures parcels against
  (sensitive areas, wells, soils, structures...), loaded once into the working
  CRS, indexed, and queried with prepared GEOS geometries from any thread.
 ***************************************************************************/
#ifndef SWFEATUREINDEX_H
#define SWFEATUREINDEX_H

#include "geometry/swfacets.h"
#include "geopackage/swgeopackagereader.h"
#include "geometry/swgeos.h"
#include "geometry/swpackedpolygons.h"

#include "qgsfeature.h"
#include "qgsgeometry.h"
#include "qgsrectangle.h"
#include "geometry/swpackedrtree.h"

#include <QMutex>

#include <atomic>

#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <thread>
#include <vector>

class QgsFeatureSource;
class QgsFeedback;
class QgsCoordinateTransformContext;
class SwWorkingCrs;

//! One feature of an indexed layer, in the working CRS.
struct SwIndexedFeature
{
  QgsFeatureId id = FID_NULL;
  QString layer;
  QgsAttributes attributes;
  QgsGeometry geometry;
  geos::unique_ptr geos;
  QgsRectangle bbox;
};

class SwFeatureIndex
{
public:
  //! What loading a layer found, for the run's log.
  struct LoadReport
  {
    long long loaded = 0;
    long long skippedEmpty = 0;
    long long repaired = 0;
    long long untransformable = 0;
    long long rejected = 0;
  };

  //! Nearest feature to a geometry, and its distance in map units.
  struct Nearest
  {
    int index = -1;
    double distance = std::numeric_limits<double>::quiet_NaN();
    bool found() const { return index >= 0; }
  };

  //! What each indexed feature keeps besides its box and id.
  enum class Keep
  {
    Everything, //!< its GEOS and QGIS geometries and its attributes: feature(), and the exact queries
    Packed,     //!< only its coordinates, packed (SwPackedPolygons), for geometry(): a county's footprints fit in memory
  };

  SwFeatureIndex();
  ~SwFeatureIndex();

  //! Chooses what the features keep (default Keep::Everything); before the first is added.
  void setKeep( Keep keep );
  SwFeatureIndex( const SwFeatureIndex & ) = delete;
  SwFeatureIndex &operator=( const SwFeatureIndex & ) = delete;

  /**
   * Loads the features of \a source (those \a accept keeps, all when it is
   * empty) transformed into the working CRS. Null and empty geometries are
   * skipped and invalid polygons repaired; both are counted in the report.
   * A source without a CRS is taken to be in the working CRS already. The
   * features are read straight from \a direct, the source's GeoPackage
   * table, when it is valid (SwGeoPackageReader::locate).
   */
  LoadReport addSource( QgsFeatureSource &source, const QString &layerName, const SwWorkingCrs &working, const QgsCoordinateTransformContext &context, QgsFeedback *feedback = nullptr, const std::function<bool( const QgsFeature & )> &accept = nullptr, const SwGeoPackageReader::Location &direct = SwGeoPackageReader::Location() );

  //! Adds one feature whose geometry is already in the working CRS.
  void addFeature( const QgsGeometry &geometry, const QgsAttributes &attributes = QgsAttributes(), const QString &layer = QString(), QgsFeatureId id = FID_NULL );

  int size() const { return static_cast<int>( mBoxes.size() ); }
  bool isEmpty() const { return mBoxes.empty(); }
  //! Feature \a i whole; only when the index keeps everything.
  const SwIndexedFeature &feature( int i ) const { return *mFeatures[static_cast<size_t>( i )]; }
  //! Bounding box, id and layer of feature \a i, whatever the index keeps.
  const QgsRectangle &box( int i ) const { return mBoxes[static_cast<size_t>( i )]; }
  QgsFeatureId featureId( int i ) const { return mIds[static_cast<size_t>( i )]; }
  QString layerName( int i ) const;
  /**
   * The GEOS geometry of feature \a i: the kept one, or, in a packed index,
   * one rebuilt into \a rebuilt for the calling thread. Thread safe.
   */
  const GEOSGeometry *geometry( int i, geos::unique_ptr &rebuilt ) const;
  //! Union of the features' bounding boxes.
  QgsRectangle extent() const { return mExtent; }

  //! Features whose bounding box meets \a rect, in insertion order. Thread safe.
  std::vector<int> candidates( const QgsRectangle &rect ) const;

  //! Exact tests against feature \a i, through its prepared geometry; only when the index keeps everything. Thread safe.
  bool intersects( int i, const GEOSGeometry *geometry ) const;
  //! True when the interiors meet (intersecting, not merely touching).
  bool overlaps( int i, const GEOSGeometry *geometry ) const;
  //! True when feature \a i covers \a geometry whole.
  bool covers( int i, const GEOSGeometry *geometry ) const;
  double distance( int i, const GEOSGeometry *geometry ) const;

  /**
   * The feature nearest to \a geometry (bounding box \a box) within
   * \a maxDistance map units, measured exactly (geometry to geometry).
   * Ties go to the feature added first, so answers do not depend on
   * threads. Thread safe.
   */
  Nearest nearest( const GEOSGeometry *geometry, const QgsRectangle &box, double maxDistance ) const;

private:
  const GEOSPreparedGeometry *prepared( int i ) const;
  void insert( const QgsGeometry &geometry, geos::unique_ptr geos, const QgsAttributes &attributes, const QString &layer, QgsFeatureId id );

  std::vector<std::unique_ptr<SwIndexedFeature>> mFeatures; //!< Keep::Everything
  std::vector<QgsRectangle> mBoxes;
  std::vector<QgsFeatureId> mIds;
  //! Where each layer's features start (they are added a layer at a time).
  std::vector<std::pair<int, QString>> mLayerStarts;
  // Keep::Packed: each feature's item in mPacked, or -1 when its geometry
  // is not polygonal and is kept whole in mLoose.
  SwPackedPolygons mPacked;
  std::vector<int> mPackedItem;
  std::map<int, geos::unique_ptr> mLoose;
  // Packed on the first query after features were added; queries then run
  // on any thread without locking.
  mutable SwPackedRTree mIndex;
  mutable QMutex mBuildMutex;
  mutable std::atomic<bool> mIndexReady{ false };
  // Each polygonal feature's boundary, for exact distances to parcels
  // outside its box (SwFacets); made on the first nearest() after features
  // were added.
  const std::vector<std::unique_ptr<SwFacets>> &facets() const;
  mutable std::vector<std::unique_ptr<SwFacets>> mFacets;
  mutable std::atomic<bool> mFacetsReady{ false };
  QgsRectangle mExtent;
  Keep mKeep = Keep::Everything;
  const quint64 mSerial;

  // Prepared geometries are not safe to share between threads (GEOS builds
  // their internal indexes lazily), so each thread prepares its own.
  mutable QMutex mPreparedMutex;
  mutable std::map<std::thread::id, std::vector<SwGeos::PreparedPtr>> mPrepared;
};

#endif // SWFEATUREINDEX_H
