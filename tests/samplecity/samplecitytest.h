/***************************************************************************
  samplecitytest.h: support for the sample-city tests. Runs the built
  samplecity into temporary folders (once per argument set), reads its
  layers with OGR into GEOS geometries, reads the answer key, and dumps
  files for byte-for-byte comparison. Nothing here links the generator:
  every expected value is computed again, independently.
 ***************************************************************************/
#ifndef SAMPLECITYTEST_H
#define SAMPLECITYTEST_H

#include <geos_c.h>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sctest
{

  GEOSContextHandle_t geos();

  struct GeomDeleter
  {
    void operator()( GEOSGeometry *g ) const;
  };
  using Geom = std::unique_ptr<GEOSGeometry, GeomDeleter>;

  struct PreparedDeleter
  {
    void operator()( const GEOSPreparedGeometry *g ) const;
  };
  using Prepared = std::unique_ptr<const GEOSPreparedGeometry, PreparedDeleter>;

  std::string wkt( const GEOSGeometry *g );
  double area( const GEOSGeometry *g );
  double distance( const GEOSGeometry *a, const GEOSGeometry *b );
  Geom intersection( const GEOSGeometry *a, const GEOSGeometry *b );
  //! Union of the geometries (copies; none gives an empty collection).
  Geom unionOf( const std::vector<const GEOSGeometry *> &parts );
  Geom buffer( const GEOSGeometry *g, double width, int quadrantSegments );
  Geom fromWkt( const std::string &text );
  //! Envelope as xmin, ymin, xmax, ymax.
  void bounds( const GEOSGeometry *g, double &xmin, double &ymin, double &xmax, double &ymax );

  struct Feature
  {
    int64_t fid = 0;
    std::map<std::string, std::optional<std::string>> fields;
    Geom geometry;

    //! A field's text; "" for NULL.
    std::string text( const std::string &name ) const;
    bool isNull( const std::string &name ) const;
    double number( const std::string &name ) const;
    std::string wkt() const;
  };

  struct FieldInfo
  {
    std::string name;
    std::string type; // OGR type name: String, Real, Integer64, Integer
  };

  struct Layer
  {
    std::string name;
    std::string geometryType;
    int epsg = 0;
    std::vector<FieldInfo> fields;
    std::vector<Feature> features;

    //! The feature whose field \a name reads \a value (nullptr when none).
    const Feature *find( const std::string &name, const std::string &value ) const;
    //! Geometries of all features, for union and distance work.
    std::vector<const GEOSGeometry *> geometries() const;
  };

  struct KeyRow
  {
    std::string apn, screen, field, expected, why;
  };

  //! RFC 4180 reader (quoted fields, doubled quotes, CRLF or LF).
  std::vector<std::vector<std::string>> readCsv( const std::string &path );
  std::vector<KeyRow> readAnswerKey( const std::string &path );

  //! One generated city: the generator runs once per argument set per test run.
  class City
  {
  public:
    static const City &generated( const std::string &arguments );
    //! The committed sample in sample_data/ (not generated).
    static const City &committed();

    std::string dir;
    std::string gpkg() const { return dir + "/city.gpkg"; }
    std::string dem() const { return dir + "/dem.tif"; }
    std::string key() const { return dir + "/answer_key.csv"; }

    const Layer &layer( const std::string &name ) const;
    const std::vector<KeyRow> &answerKey() const;
    //! Percent slope raster of the DEM made by `gdaldem slope -p`.
    std::string slopeRaster() const;

  private:
    explicit City( std::string folder )
      : dir( std::move( folder ) )
    {
    }
    mutable std::map<std::string, std::unique_ptr<Layer>> mLayers;
    mutable std::unique_ptr<std::vector<KeyRow>> mKey;
    mutable std::string mSlope;
  };

  //! Runs samplecity with \a arguments into a fresh temporary folder; returns the folder.
  std::string runSamplecity( const std::string &arguments );
  //! Every layer's schema, attributes and geometry (WKB hex), feature by feature, as text.
  std::string dumpGeoPackage( const std::string &path );
  //! The DEM's georeferencing, nodata and every pixel, as text.
  std::string dumpRaster( const std::string &path );
  std::string readFile( const std::string &path );
  //! First line where two dumps differ, for failure messages.
  std::string firstDifference( const std::string &a, const std::string &b );

  std::string normalizeOwner( const std::string &name );

} // namespace sctest

#endif // SAMPLECITYTEST_H
