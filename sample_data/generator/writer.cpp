/***************************************************************************
  writer.cpp: GeoPackage layers, schema and streaming writes.
 ***************************************************************************/
#include "writer.h"

#include <gdal_priv.h>
#include <ogr_spatialref.h>
#include <ogrsf_frmts.h>

#include <cstdio>
#include <stdexcept>

namespace samplecity
{

  namespace
  {
    // Commit this often: large enough to be fast, small enough that SQLite's
    // journal stays modest for a county.
    constexpr int64_t kFeaturesPerTransaction = 250000;

    OGRLinearRing *toOgrRing( const Ring &ring, bool counterClockwise )
    {
      auto *out = new OGRLinearRing();
      out->setNumPoints( static_cast<int>( ring.size() + 1 ), false );
      const bool reverse = ( signedArea( ring ) > 0 ) != counterClockwise;
      const int n = static_cast<int>( ring.size() );
      for ( int i = 0; i < n; ++i )
      {
        const Pt &p = ring[static_cast<size_t>( reverse ? n - 1 - i : i )];
        out->setPoint( i, p.x, p.y );
      }
      out->setPoint( n, out->getX( 0 ), out->getY( 0 ) );
      return out;
    }

    OGRPolygon *toOgrPolygon( const Polygon &polygon )
    {
      auto *out = new OGRPolygon();
      // Exterior counter-clockwise, holes clockwise, as the Simple Features spec draws them.
      out->addRingDirectly( toOgrRing( polygon.outer, true ) );
      for ( const Ring &hole : polygon.holes )
        out->addRingDirectly( toOgrRing( hole, false ) );
      return out;
    }

    OGRMultiPolygon *toOgrMulti( const MultiPolygon &geometry )
    {
      auto *out = new OGRMultiPolygon();
      for ( const Polygon &p : geometry )
        out->addGeometryDirectly( toOgrPolygon( p ) );
      return out;
    }

    /**
     * A polygon drawn with its vertices in the given order, even when that
     * order crosses itself: the bow-tie parcel must stay a bow-tie.
     */
    OGRMultiPolygon *toOgrMultiAsDrawn( const MultiPolygon &geometry )
    {
      auto *out = new OGRMultiPolygon();
      for ( const Polygon &p : geometry )
      {
        auto *polygon = new OGRPolygon();
        auto *ring = new OGRLinearRing();
        for ( const Pt &pt : p.outer )
          ring->addPoint( pt.x, pt.y );
        ring->addPoint( p.outer.front().x, p.outer.front().y );
        polygon->addRingDirectly( ring );
        out->addGeometryDirectly( polygon );
      }
      return out;
    }

    std::string sequenceId( char prefix, int64_t n, int digits )
    {
      char buffer[32];
      std::snprintf( buffer, sizeof buffer, "%c%0*lld", prefix, digits, static_cast<long long>( n ) );
      return buffer;
    }

  } // namespace

  CityWriter::CityWriter( const std::string &path )
    : mPath( path )
  {
    GDALDriver *driver = GetGDALDriverManager()->GetDriverByName( "GPKG" );
    if ( !driver )
      throw std::runtime_error( "GDAL has no GPKG driver" );
    VSIUnlink( path.c_str() );
    mDataset.reset( driver->Create( path.c_str(), 0, 0, 0, GDT_Unknown, nullptr ) );
    if ( !mDataset )
      throw std::runtime_error( "cannot create " + path + ": " + CPLGetLastErrorMsg() );

    mParcels = createLayer( "parcels", wkbMultiPolygon, { { "apn", OFTString }, { "owner", OFTString }, { "situs_address", OFTString }, { "mail_address", OFTString }, { "mail_city", OFTString }, { "mail_state", OFTString }, { "mail_zip", OFTString }, { "use_code", OFTString }, { "zoning", OFTString }, { "improvement_value", OFTInteger64 }, { "land_value", OFTInteger64 }, { "lot_sqft", OFTReal } } );
    mStructures = createLayer( "structures", wkbMultiPolygon, { { "struct_id", OFTString }, { "apn", OFTString }, { "type", OFTString }, { "permitted", OFTString } } );
    mImprovements = createLayer( "improvements", wkbMultiPolygon, { { "impr_id", OFTString }, { "apn", OFTString }, { "type", OFTString }, { "approved", OFTString } } );
    mRightOfWay = createLayer( "right_of_way", wkbMultiPolygon, { { "row_id", OFTString }, { "kind", OFTString }, { "name", OFTString } } );
    mEsa = createLayer( "esa", wkbMultiPolygon, { { "name", OFTString }, { "kind", OFTString } } );
    mSea = createLayer( "sea", wkbMultiPolygon, { { "name", OFTString } } );
    mWells = createLayer( "wells", wkbPoint, { { "well_id", OFTString }, { "use", OFTString }, { "accuracy", OFTString } } );
    mSoils = createLayer( "soils", wkbMultiPolygon, { { "musym", OFTString }, { "muname", OFTString }, { "kfact", OFTReal }, { "erosive", OFTString }, { "ksat_in_hr", OFTReal } } );
    mGroundwater = createLayer( "groundwater", wkbMultiPolygon, { { "depth_ft", OFTReal } } );
    mBrownfields = createLayer( "brownfields", wkbMultiPolygon, { { "site_name", OFTString }, { "status", OFTString } } );
    mGeohazards = createLayer( "geohazards", wkbMultiPolygon, { { "hazard", OFTString }, { "source", OFTString } } );
    mContours = createLayer( "contours", wkbLineString, { { "elev_ft", OFTReal } } );

    if ( mDataset->StartTransaction() != OGRERR_NONE )
      throw std::runtime_error( "cannot start a transaction in " + path );
  }

  CityWriter::~CityWriter() = default;

  OGRLayer *CityWriter::createLayer( const char *name, OGRwkbGeometryType geometryType, const std::vector<std::pair<const char *, OGRFieldType>> &fields )
  {
    OGRSpatialReference srs;
    srs.importFromEPSG( 2229 );
    srs.SetAxisMappingStrategy( OAMS_TRADITIONAL_GIS_ORDER );
    // No index while writing: finish() builds each one once, in bulk, which
    // costs a fraction of keeping one up to date through millions of inserts.
    const char *options[] = { "GEOMETRY_NAME=geom", "FID=fid", "SPATIAL_INDEX=NO", nullptr };
    OGRLayer *layer = mDataset->CreateLayer( name, &srs, geometryType, const_cast<char **>( options ) );
    if ( !layer )
      throw std::runtime_error( std::string( "cannot create layer " ) + name + ": " + CPLGetLastErrorMsg() );
    for ( const auto &field : fields )
    {
      OGRFieldDefn definition( field.first, field.second );
      if ( layer->CreateField( &definition ) != OGRERR_NONE )
        throw std::runtime_error( std::string( "cannot create field " ) + field.first + " in layer " + name );
    }
    mFeatures[layer] = std::make_unique<OGRFeature>( layer->GetLayerDefn() );
    mLayers.push_back( layer );
    mCounts[name] = 0;
    return layer;
  }

  int CityWriter::contourElevField() const
  {
    return mContours->GetLayerDefn()->GetFieldIndex( "elev_ft" );
  }

  void CityWriter::write( OGRLayer *layer, OGRFeature &feature )
  {
    feature.SetFID( OGRNullFID );
    if ( layer->CreateFeature( &feature ) != OGRERR_NONE )
      throw std::runtime_error( std::string( "cannot write a feature to layer " ) + layer->GetName() + ": " + CPLGetLastErrorMsg() );
    ++mCounts[layer->GetName()];
    if ( ++mSinceCommit >= kFeaturesPerTransaction )
    {
      if ( mDataset->CommitTransaction() != OGRERR_NONE || mDataset->StartTransaction() != OGRERR_NONE )
        throw std::runtime_error( "cannot commit to " + mPath );
      mSinceCommit = 0;
    }
  }

  void CityWriter::parcel( const ParcelRecord &record, const MultiPolygon *geometry, bool asDrawn )
  {
    OGRFeature &f = *mFeatures[mParcels];
    f.SetField( "apn", record.apn.c_str() );
    f.SetField( "owner", record.owner.c_str() );
    if ( record.situsAddress.empty() )
      f.SetFieldNull( f.GetFieldIndex( "situs_address" ) );
    else
      f.SetField( "situs_address", record.situsAddress.c_str() );
    if ( record.mail )
    {
      f.SetField( "mail_address", record.mail->address.c_str() );
      f.SetField( "mail_city", record.mail->city.c_str() );
      f.SetField( "mail_state", record.mail->state.c_str() );
      f.SetField( "mail_zip", record.mail->zip.c_str() );
    }
    else
    {
      for ( const char *name : { "mail_address", "mail_city", "mail_state", "mail_zip" } )
        f.SetFieldNull( f.GetFieldIndex( name ) );
    }
    f.SetField( "use_code", record.useCode.c_str() );
    f.SetField( "zoning", record.zoning.c_str() );
    f.SetField( "improvement_value", static_cast<GIntBig>( record.improvementValue ) );
    f.SetField( "land_value", static_cast<GIntBig>( record.landValue ) );
    f.SetField( "lot_sqft", record.lotSqft );
    if ( geometry )
      f.SetGeometryDirectly( asDrawn ? toOgrMultiAsDrawn( *geometry ) : toOgrMulti( *geometry ) );
    else
      f.SetGeometryDirectly( nullptr );
    write( mParcels, f );
  }

  void CityWriter::structure( const std::string &apn, const std::string &type, bool permitted, const Polygon &polygon )
  {
    OGRFeature &f = *mFeatures[mStructures];
    f.SetField( "struct_id", sequenceId( 'S', mCounts["structures"] + 1, 7 ).c_str() );
    f.SetField( "apn", apn.c_str() );
    f.SetField( "type", type.c_str() );
    f.SetField( "permitted", permitted ? "Y" : "N" );
    f.SetGeometryDirectly( toOgrMulti( { polygon } ) );
    write( mStructures, f );
  }

  void CityWriter::improvement( const std::string &apn, const std::string &type, bool approved, const Polygon &polygon )
  {
    OGRFeature &f = *mFeatures[mImprovements];
    f.SetField( "impr_id", sequenceId( 'I', mCounts["improvements"] + 1, 7 ).c_str() );
    f.SetField( "apn", apn.c_str() );
    f.SetField( "type", type.c_str() );
    f.SetField( "approved", approved ? "Y" : "N" );
    f.SetGeometryDirectly( toOgrMulti( { polygon } ) );
    write( mImprovements, f );
  }

  void CityWriter::rightOfWay( const std::string &kind, const std::string &name, const Polygon &polygon )
  {
    OGRFeature &f = *mFeatures[mRightOfWay];
    f.SetField( "row_id", sequenceId( 'R', mCounts["right_of_way"] + 1, 6 ).c_str() );
    f.SetField( "kind", kind.c_str() );
    if ( name.empty() )
      f.SetFieldNull( f.GetFieldIndex( "name" ) );
    else
      f.SetField( "name", name.c_str() );
    f.SetGeometryDirectly( toOgrMulti( { polygon } ) );
    write( mRightOfWay, f );
  }

  void CityWriter::esa( const std::string &name, const std::string &kind, const MultiPolygon &geometry )
  {
    OGRFeature &f = *mFeatures[mEsa];
    f.SetField( "name", name.c_str() );
    f.SetField( "kind", kind.c_str() );
    f.SetGeometryDirectly( toOgrMulti( geometry ) );
    write( mEsa, f );
  }

  void CityWriter::sea( const std::string &name, const MultiPolygon &geometry )
  {
    OGRFeature &f = *mFeatures[mSea];
    f.SetField( "name", name.c_str() );
    f.SetGeometryDirectly( toOgrMulti( geometry ) );
    write( mSea, f );
  }

  std::string CityWriter::well( const std::optional<std::string> &use, const std::string &accuracy, const Pt &location )
  {
    OGRFeature &f = *mFeatures[mWells];
    const std::string id = sequenceId( 'W', mCounts["wells"] + 1, 6 );
    f.SetField( "well_id", id.c_str() );
    if ( use )
      f.SetField( "use", use->c_str() );
    else
      f.SetFieldNull( f.GetFieldIndex( "use" ) );
    f.SetField( "accuracy", accuracy.c_str() );
    f.SetGeometryDirectly( new OGRPoint( location.x, location.y ) );
    write( mWells, f );
    return id;
  }

  void CityWriter::soil( const std::string &musym, const std::string &muname, double kfact, double ksatInHr, const MultiPolygon &geometry )
  {
    OGRFeature &f = *mFeatures[mSoils];
    f.SetField( "musym", musym.c_str() );
    f.SetField( "muname", muname.c_str() );
    f.SetField( "kfact", kfact );
    f.SetField( "erosive", kfact >= 0.37 ? "Y" : "N" );
    f.SetField( "ksat_in_hr", ksatInHr );
    f.SetGeometryDirectly( toOgrMulti( geometry ) );
    write( mSoils, f );
  }

  void CityWriter::groundwater( double depthFt, const MultiPolygon &geometry )
  {
    OGRFeature &f = *mFeatures[mGroundwater];
    f.SetField( "depth_ft", depthFt );
    f.SetGeometryDirectly( toOgrMulti( geometry ) );
    write( mGroundwater, f );
  }

  void CityWriter::brownfield( const std::string &siteName, const std::string &status, const MultiPolygon &geometry )
  {
    OGRFeature &f = *mFeatures[mBrownfields];
    f.SetField( "site_name", siteName.c_str() );
    f.SetField( "status", status.c_str() );
    f.SetGeometryDirectly( toOgrMulti( geometry ) );
    write( mBrownfields, f );
  }

  void CityWriter::geohazard( const std::string &hazard, const std::string &source, const MultiPolygon &geometry )
  {
    OGRFeature &f = *mFeatures[mGeohazards];
    f.SetField( "hazard", hazard.c_str() );
    f.SetField( "source", source.c_str() );
    f.SetGeometryDirectly( toOgrMulti( geometry ) );
    write( mGeohazards, f );
  }

  void CityWriter::finish()
  {
    mCounts["contours"] = mContours->GetFeatureCount( TRUE );
    if ( mDataset->CommitTransaction() != OGRERR_NONE )
      throw std::runtime_error( "cannot commit to " + mPath );
    for ( OGRLayer *layer : mLayers )
    {
      const std::string sql = std::string( "SELECT CreateSpatialIndex('" ) + layer->GetName() + "', 'geom')";
      CPLErrorReset();
      mDataset->ReleaseResultSet( mDataset->ExecuteSQL( sql.c_str(), nullptr, nullptr ) );
      if ( CPLGetLastErrorType() == CE_Failure )
        throw std::runtime_error( std::string( "cannot index layer " ) + layer->GetName() + ": " + CPLGetLastErrorMsg() );
    }
    mFeatures.clear();
    CPLErrorReset();
    mDataset.reset();
    if ( CPLGetLastErrorType() == CE_Failure )
      throw std::runtime_error( "cannot finish " + mPath + ": " + CPLGetLastErrorMsg() );
  }

} // namespace samplecity
