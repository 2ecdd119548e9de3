/***************************************************************************
  samplecitytest.cpp: running the generator, reading its output.
 ***************************************************************************/
#include "samplecitytest.h"

#include <gdal_priv.h>
#include <ogr_spatialref.h>
#include <ogrsf_frmts.h>

#include <algorithm>
#include <cctype>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <stdexcept>

#ifndef SAMPLECITY_EXE
#error "SAMPLECITY_EXE must name the samplecity executable"
#endif
#ifndef SAMPLE_DATA_DIR
#error "SAMPLE_DATA_DIR must name the committed sample folder"
#endif

namespace sctest
{

  namespace
  {
    void geosMessage( const char *format, ... )
    {
      // GEOS notices are not failures here; the tests check results.
      (void)format;
    }

    //! Temporary folders made by this run, removed when the process ends.
    struct TemporaryFolders
    {
      std::vector<std::string> folders;
      ~TemporaryFolders()
      {
        if ( std::getenv( "SAMPLECITY_TEST_KEEP" ) )
          return;
        for ( const std::string &f : folders )
        {
          std::error_code ignored;
          std::filesystem::remove_all( f, ignored );
        }
      }
    };
    TemporaryFolders &temporaryFolders()
    {
      static TemporaryFolders folders;
      return folders;
    }

    std::string makeTemporaryFolder()
    {
      std::string pattern = ( std::filesystem::temp_directory_path() / "samplecity-test-XXXXXX" ).string();
      if ( !mkdtemp( pattern.data() ) )
        throw std::runtime_error( "cannot make a temporary folder" );
      temporaryFolders().folders.push_back( pattern );
      return pattern;
    }

    void registerGdal()
    {
      static std::once_flag once;
      std::call_once( once, []
                      {
      GDALAllRegister();
      CPLSetErrorHandler( CPLQuietErrorHandler ); } );
    }

    std::string fieldTypeName( OGRFieldType t )
    {
      return OGRFieldDefn::GetFieldTypeName( t );
    }
  } // namespace

  GEOSContextHandle_t geos()
  {
    static GEOSContextHandle_t handle = []
    {
      GEOSContextHandle_t h = GEOS_init_r();
      GEOSContext_setNoticeHandler_r( h, geosMessage );
      GEOSContext_setErrorHandler_r( h, geosMessage );
      return h;
    }();
    return handle;
  }

  void GeomDeleter::operator()( GEOSGeometry *g ) const
  {
    if ( g )
      GEOSGeom_destroy_r( geos(), g );
  }

  void PreparedDeleter::operator()( const GEOSPreparedGeometry *g ) const
  {
    if ( g )
      GEOSPreparedGeom_destroy_r( geos(), g );
  }

  std::string wkt( const GEOSGeometry *g )
  {
    if ( !g )
      return "NULL";
    GEOSWKTWriter *writer = GEOSWKTWriter_create_r( geos() );
    GEOSWKTWriter_setTrim_r( geos(), writer, 1 );
    char *text = GEOSWKTWriter_write_r( geos(), writer, g );
    std::string out = text ? text : "";
    GEOSFree_r( geos(), text );
    GEOSWKTWriter_destroy_r( geos(), writer );
    // Keep failure messages readable.
    if ( out.size() > 600 )
      out = out.substr( 0, 600 ) + "...";
    return out;
  }

  double area( const GEOSGeometry *g )
  {
    double a = 0;
    if ( g )
      GEOSArea_r( geos(), g, &a );
    return a;
  }

  double distance( const GEOSGeometry *a, const GEOSGeometry *b )
  {
    double d = -1;
    GEOSDistance_r( geos(), a, b, &d );
    return d;
  }

  Geom intersection( const GEOSGeometry *a, const GEOSGeometry *b )
  {
    return Geom( GEOSIntersection_r( geos(), a, b ) );
  }

  Geom unionOf( const std::vector<const GEOSGeometry *> &parts )
  {
    std::vector<GEOSGeometry *> copies;
    for ( const GEOSGeometry *p : parts )
      copies.push_back( GEOSGeom_clone_r( geos(), p ) );
    GEOSGeometry *collection = GEOSGeom_createCollection_r( geos(), GEOS_GEOMETRYCOLLECTION, copies.data(), static_cast<unsigned>( copies.size() ) );
    GEOSGeometry *result = GEOSUnaryUnion_r( geos(), collection );
    GEOSGeom_destroy_r( geos(), collection );
    return Geom( result );
  }

  Geom buffer( const GEOSGeometry *g, double width, int quadrantSegments )
  {
    return Geom( GEOSBuffer_r( geos(), g, width, quadrantSegments ) );
  }

  Geom fromWkt( const std::string &text )
  {
    GEOSWKTReader *reader = GEOSWKTReader_create_r( geos() );
    GEOSGeometry *g = GEOSWKTReader_read_r( geos(), reader, text.c_str() );
    GEOSWKTReader_destroy_r( geos(), reader );
    return Geom( g );
  }

  void bounds( const GEOSGeometry *g, double &xmin, double &ymin, double &xmax, double &ymax )
  {
    GEOSGeom_getXMin_r( geos(), g, &xmin );
    GEOSGeom_getYMin_r( geos(), g, &ymin );
    GEOSGeom_getXMax_r( geos(), g, &xmax );
    GEOSGeom_getYMax_r( geos(), g, &ymax );
  }

  std::string Feature::text( const std::string &name ) const
  {
    const auto it = fields.find( name );
    if ( it == fields.end() )
      throw std::runtime_error( "no field " + name );
    return it->second.value_or( "" );
  }

  bool Feature::isNull( const std::string &name ) const
  {
    const auto it = fields.find( name );
    return it == fields.end() || !it->second;
  }

  double Feature::number( const std::string &name ) const
  {
    return std::stod( text( name ) );
  }

  std::string Feature::wkt() const
  {
    return sctest::wkt( geometry.get() );
  }

  const Feature *Layer::find( const std::string &name, const std::string &value ) const
  {
    for ( const Feature &f : features )
    {
      if ( !f.isNull( name ) && f.text( name ) == value )
        return &f;
    }
    return nullptr;
  }

  std::vector<const GEOSGeometry *> Layer::geometries() const
  {
    std::vector<const GEOSGeometry *> out;
    for ( const Feature &f : features )
    {
      if ( f.geometry )
        out.push_back( f.geometry.get() );
    }
    return out;
  }

  std::vector<std::vector<std::string>> readCsv( const std::string &path )
  {
    const std::string text = readFile( path );
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false, fieldStarted = false;
    for ( size_t i = 0; i < text.size(); ++i )
    {
      const char c = text[i];
      if ( quoted )
      {
        if ( c == '"' && i + 1 < text.size() && text[i + 1] == '"' )
        {
          field += '"';
          ++i;
        }
        else if ( c == '"' )
          quoted = false;
        else
          field += c;
        continue;
      }
      if ( c == '"' && !fieldStarted )
      {
        quoted = true;
        fieldStarted = true;
      }
      else if ( c == ',' )
      {
        row.push_back( field );
        field.clear();
        fieldStarted = false;
      }
      else if ( c == '\r' || c == '\n' )
      {
        if ( c == '\r' && i + 1 < text.size() && text[i + 1] == '\n' )
          ++i;
        row.push_back( field );
        rows.push_back( row );
        row.clear();
        field.clear();
        fieldStarted = false;
      }
      else
      {
        field += c;
        fieldStarted = true;
      }
    }
    if ( fieldStarted || !row.empty() )
    {
      row.push_back( field );
      rows.push_back( row );
    }
    return rows;
  }

  std::vector<KeyRow> readAnswerKey( const std::string &path )
  {
    const std::vector<std::vector<std::string>> rows = readCsv( path );
    if ( rows.empty() || rows[0] != std::vector<std::string>{ "apn", "screen", "field", "expected", "why" } )
      throw std::runtime_error( "answer key header is not apn,screen,field,expected,why: " + path );
    std::vector<KeyRow> out;
    for ( size_t i = 1; i < rows.size(); ++i )
    {
      if ( rows[i].size() != 5 )
        throw std::runtime_error( "answer key row " + std::to_string( i ) + " has " + std::to_string( rows[i].size() ) + " fields" );
      out.push_back( { rows[i][0], rows[i][1], rows[i][2], rows[i][3], rows[i][4] } );
    }
    return out;
  }

  std::string runSamplecity( const std::string &arguments )
  {
    const std::string folder = makeTemporaryFolder();
    const std::string command = std::string( SAMPLECITY_EXE ) + " --out '" + folder + "' " + arguments;
    const int status = std::system( command.c_str() );
    if ( status != 0 )
      throw std::runtime_error( "samplecity failed (" + std::to_string( status ) + "): " + command );
    return folder;
  }

  const City &City::generated( const std::string &arguments )
  {
    static std::map<std::string, std::unique_ptr<City>> cities;
    auto it = cities.find( arguments );
    if ( it == cities.end() )
      it = cities.emplace( arguments, std::unique_ptr<City>( new City( runSamplecity( arguments ) ) ) ).first;
    return *it->second;
  }

  const City &City::committed()
  {
    static City city( SAMPLE_DATA_DIR );
    return city;
  }

  const Layer &City::layer( const std::string &name ) const
  {
    auto it = mLayers.find( name );
    if ( it != mLayers.end() )
      return *it->second;
    registerGdal();
    std::unique_ptr<GDALDataset> ds( GDALDataset::Open( gpkg().c_str(), GDAL_OF_VECTOR | GDAL_OF_READONLY ) );
    if ( !ds )
      throw std::runtime_error( "cannot open " + gpkg() );
    OGRLayer *ogr = ds->GetLayerByName( name.c_str() );
    if ( !ogr )
      throw std::runtime_error( "no layer " + name + " in " + gpkg() );
    auto layer = std::make_unique<Layer>();
    layer->name = name;
    layer->geometryType = OGRGeometryTypeToName( ogr->GetGeomType() );
    if ( const OGRSpatialReference *srs = ogr->GetSpatialRef() )
    {
      const char *code = srs->GetAuthorityCode( nullptr );
      layer->epsg = code ? std::atoi( code ) : 0;
    }
    OGRFeatureDefn *defn = ogr->GetLayerDefn();
    for ( int i = 0; i < defn->GetFieldCount(); ++i )
      layer->fields.push_back( { defn->GetFieldDefn( i )->GetNameRef(), fieldTypeName( defn->GetFieldDefn( i )->GetType() ) } );
    ogr->ResetReading();
    while ( OGRFeature *f = ogr->GetNextFeature() )
    {
      Feature feature;
      feature.fid = f->GetFID();
      for ( int i = 0; i < defn->GetFieldCount(); ++i )
      {
        if ( f->IsFieldSetAndNotNull( i ) )
          feature.fields[defn->GetFieldDefn( i )->GetNameRef()] = std::string( f->GetFieldAsString( i ) );
        else
          feature.fields[defn->GetFieldDefn( i )->GetNameRef()] = std::nullopt;
      }
      if ( const OGRGeometry *g = f->GetGeometryRef() )
      {
        std::vector<unsigned char> wkb( static_cast<size_t>( g->WkbSize() ) );
        g->exportToWkb( wkbNDR, wkb.data(), wkbVariantIso );
        feature.geometry.reset( GEOSGeomFromWKB_buf_r( geos(), wkb.data(), wkb.size() ) );
      }
      OGRFeature::DestroyFeature( f );
      layer->features.push_back( std::move( feature ) );
    }
    return *( mLayers[name] = std::move( layer ) );
  }

  const std::vector<KeyRow> &City::answerKey() const
  {
    if ( !mKey )
      mKey = std::make_unique<std::vector<KeyRow>>( readAnswerKey( key() ) );
    return *mKey;
  }

  std::string City::slopeRaster() const
  {
    if ( mSlope.empty() )
    {
      const std::string out = makeTemporaryFolder() + "/slope.tif";
      const std::string command = "gdaldem slope -p -q '" + dem() + "' '" + out + "'";
      if ( std::system( command.c_str() ) != 0 )
        throw std::runtime_error( "failed: " + command );
      mSlope = out;
    }
    return mSlope;
  }

  std::string dumpGeoPackage( const std::string &path )
  {
    registerGdal();
    std::unique_ptr<GDALDataset> ds( GDALDataset::Open( path.c_str(), GDAL_OF_VECTOR | GDAL_OF_READONLY ) );
    if ( !ds )
      throw std::runtime_error( "cannot open " + path );
    std::vector<std::string> names;
    for ( int i = 0; i < ds->GetLayerCount(); ++i )
      names.push_back( ds->GetLayer( i )->GetName() );
    std::sort( names.begin(), names.end() );
    std::ostringstream out;
    for ( const std::string &name : names )
    {
      OGRLayer *layer = ds->GetLayerByName( name.c_str() );
      OGRFeatureDefn *defn = layer->GetLayerDefn();
      out << "layer " << name << ' ' << OGRGeometryTypeToName( layer->GetGeomType() );
      for ( int i = 0; i < defn->GetFieldCount(); ++i )
        out << ' ' << defn->GetFieldDefn( i )->GetNameRef() << ':' << OGRFieldDefn::GetFieldTypeName( defn->GetFieldDefn( i )->GetType() );
      out << '\n';
      layer->ResetReading();
      std::vector<unsigned char> wkb;
      while ( OGRFeature *f = layer->GetNextFeature() )
      {
        out << name << ' ' << f->GetFID();
        for ( int i = 0; i < defn->GetFieldCount(); ++i )
          out << '|' << ( f->IsFieldSetAndNotNull( i ) ? f->GetFieldAsString( i ) : "<NULL>" );
        out << '|';
        if ( const OGRGeometry *g = f->GetGeometryRef() )
        {
          wkb.resize( static_cast<size_t>( g->WkbSize() ) );
          g->exportToWkb( wkbNDR, wkb.data(), wkbVariantIso );
          static const char *hex = "0123456789ABCDEF";
          for ( unsigned char b : wkb )
            out << hex[b >> 4] << hex[b & 15];
        }
        else
          out << "<NULL>";
        out << '\n';
        OGRFeature::DestroyFeature( f );
      }
    }
    return out.str();
  }

  std::string dumpRaster( const std::string &path )
  {
    registerGdal();
    std::unique_ptr<GDALDataset> ds( GDALDataset::Open( path.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY ) );
    if ( !ds )
      throw std::runtime_error( "cannot open " + path );
    std::ostringstream out;
    double gt[6];
    ds->GetGeoTransform( gt );
    out.precision( 17 );
    out << ds->GetRasterXSize() << 'x' << ds->GetRasterYSize();
    for ( double v : gt )
      out << ' ' << v;
    GDALRasterBand *band = ds->GetRasterBand( 1 );
    int hasNoData = 0;
    out << " nodata " << band->GetNoDataValue( &hasNoData ) << ' ' << hasNoData << '\n';
    const int nx = ds->GetRasterXSize(), ny = ds->GetRasterYSize();
    std::vector<float> row( static_cast<size_t>( nx ) );
    for ( int y = 0; y < ny; ++y )
    {
      if ( band->RasterIO( GF_Read, 0, y, nx, 1, row.data(), nx, 1, GDT_Float32, 0, 0, nullptr ) != CE_None )
        throw std::runtime_error( "cannot read " + path );
      out.write( reinterpret_cast<const char *>( row.data() ), static_cast<std::streamsize>( row.size() * sizeof( float ) ) );
    }
    return out.str();
  }

  std::string readFile( const std::string &path )
  {
    std::ifstream in( path, std::ios::binary );
    if ( !in )
      throw std::runtime_error( "cannot read " + path );
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }

  std::string firstDifference( const std::string &a, const std::string &b )
  {
    std::istringstream sa( a ), sb( b );
    std::string la, lb;
    for ( int line = 1;; ++line )
    {
      const bool ga = static_cast<bool>( std::getline( sa, la ) );
      const bool gb = static_cast<bool>( std::getline( sb, lb ) );
      if ( !ga && !gb )
        return "no difference";
      if ( !ga || !gb || la != lb )
        return "line " + std::to_string( line ) + ":\n  " + ( ga ? la.substr( 0, 300 ) : "<end>" ) + "\n  " + ( gb ? lb.substr( 0, 300 ) : "<end>" );
    }
  }

  std::string normalizeOwner( const std::string &name )
  {
    // Upper case; periods dropped (L.L.C. -> LLC); commas and runs of blanks become one space.
    std::string spaced;
    for ( char ch : name )
    {
      const unsigned char c = static_cast<unsigned char>( ch );
      if ( c == '.' )
        continue;
      spaced += ( c == ',' || std::isspace( c ) ) ? ' ' : static_cast<char>( std::toupper( c ) );
    }
    std::istringstream words( spaced );
    std::string word, out;
    while ( words >> word )
      out += ( out.empty() ? "" : " " ) + word;
    return out;
  }

} // namespace sctest
