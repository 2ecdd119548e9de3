/***************************************************************************
  writer.h: the city GeoPackage. Creates every layer with its exact schema
  (other algorithms rely on these names), streams features in large
  transactions and leaves the spatial indexes to be built once at the end.
 ***************************************************************************/
#ifndef SAMPLECITY_WRITER_H
#define SAMPLECITY_WRITER_H

#include "attributes.h"
#include "geometry.h"

#include <ogr_core.h>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class GDALDataset;
class OGRFeature;
class OGRLayer;

namespace samplecity
{

  class CityWriter
  {
  public:
    explicit CityWriter( const std::string &path );
    ~CityWriter();
    CityWriter( const CityWriter & ) = delete;
    CityWriter &operator=( const CityWriter & ) = delete;

    /**
     * A parcel; a null \a geometry writes a feature without geometry. With
     * \a asDrawn the rings keep their vertex order even when they cross
     * themselves (the planted bow-tie), otherwise rings are oriented.
     */
    void parcel( const ParcelRecord &record, const MultiPolygon *geometry, bool asDrawn = false );
    void structure( const std::string &apn, const std::string &type, bool permitted, const Polygon &polygon );
    void improvement( const std::string &apn, const std::string &type, bool approved, const Polygon &polygon );
    void rightOfWay( const std::string &kind, const std::string &name, const Polygon &polygon );
    void esa( const std::string &name, const std::string &kind, const MultiPolygon &geometry );
    void sea( const std::string &name, const MultiPolygon &geometry );
    //! Returns the new well's id.
    std::string well( const std::optional<std::string> &use, const std::string &accuracy, const Pt &location );
    void soil( const std::string &musym, const std::string &muname, double kfact, double ksatInHr, const MultiPolygon &geometry );
    void groundwater( double depthFt, const MultiPolygon &geometry );
    void brownfield( const std::string &siteName, const std::string &status, const MultiPolygon &geometry );
    void geohazard( const std::string &hazard, const std::string &source, const MultiPolygon &geometry );

    //! The contours layer, for GDALContourGenerateEx, and its elev_ft field index.
    OGRLayer *contourLayer() const { return mContours; }
    int contourElevField() const;

    //! Commits, closes and so builds the spatial indexes. Throws on any failure.
    void finish();

    int64_t parcelCount() const { return mCounts.at( "parcels" ); }
    int64_t count( const std::string &layer ) const { return mCounts.at( layer ); }

  private:
    OGRLayer *createLayer( const char *name, OGRwkbGeometryType geometryType, const std::vector<std::pair<const char *, OGRFieldType>> &fields );
    void write( OGRLayer *layer, OGRFeature &feature );

    std::unique_ptr<GDALDataset> mDataset;
    std::string mPath;
    OGRLayer *mParcels = nullptr;
    OGRLayer *mStructures = nullptr;
    OGRLayer *mImprovements = nullptr;
    OGRLayer *mRightOfWay = nullptr;
    OGRLayer *mEsa = nullptr;
    OGRLayer *mSea = nullptr;
    OGRLayer *mWells = nullptr;
    OGRLayer *mSoils = nullptr;
    OGRLayer *mGroundwater = nullptr;
    OGRLayer *mBrownfields = nullptr;
    OGRLayer *mGeohazards = nullptr;
    OGRLayer *mContours = nullptr;
    std::map<OGRLayer *, std::unique_ptr<OGRFeature>> mFeatures;
    //! In creation order, so the file is laid out the same every run.
    std::vector<OGRLayer *> mLayers;
    std::map<std::string, int64_t> mCounts;
    int64_t mSinceCommit = 0;
  };

} // namespace samplecity

#endif // SAMPLECITY_WRITER_H
