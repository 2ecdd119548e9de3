/***************************************************************************
  swimperviousparameters.cpp: the impervious area screen's parameters, each
  with its help, and the help on its fields.
 ***************************************************************************/
#include "screens/impervious/swimperviousscreen.h"
#include "screens/impervious/swimperviousparameters.h"
#include "core/compat.h"

#include "qgsprocessingparameters.h"

using namespace SwImperviousParameters;

void SwImperviousScreen::addParameters( SwParameterSink &sink, bool combined ) const
{
  // In the main job STRUCTURES and IMPROVEMENTS are the vacant screen's too:
  // a yes/no of its own (or a land-cover raster) asks for impervious area,
  // so a screening run does not measure it unasked.
  if ( combined )
    sink.add( new QgsProcessingParameterBoolean( IMPERVIOUS, QObject::tr( "Measure each parcel's impervious area (from the footprint layers)" ), false, true ),
              QObject::tr( "measure each parcel's existing impervious area from STRUCTURES and IMPROVEMENTS (the footprint layers the vacant screen reads) and LAND_COVER when given. Off by default; giving LAND_COVER turns it on too." ) );
  sink.add( new QgsProcessingParameterFeatureSource( STRUCTURES, QObject::tr( "Structure footprints" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
            QObject::tr( "structure footprint polygons: every structure is impervious, whatever its type (a shed, a modular building, oil-field equipment on its pad) and whether or not it was permitted." ) );
  sink.add( new QgsProcessingParameterFeatureSource( IMPROVEMENTS, QObject::tr( "Improvement footprints (paved parking, landscaping)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
            QObject::tr( "improvement footprint polygons with a type: only the types the profile lists in impervious.improvement_types (paved parking, driveways...) are impervious; landscaping is not." ) );
  sink.add( new QgsProcessingParameterField( IMPROVEMENT_TYPE_FIELD, QObject::tr( "Improvement type field" ), QStringLiteral( "type" ), IMPROVEMENTS, SW_FIELD_ANY, false, true ),
            QObject::tr( "names each improvement's type (default type), compared with impervious.improvement_types ignoring case, spaces, hyphens and underscores. Impervious area needs it: an improvement layer without types is refused." ), true );
  sink.add( new QgsProcessingParameterFeatureSource( STRUCTURES_COVERAGE, QObject::tr( "Ground the structure footprints cover (empty = their extent)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
            QObject::tr( "polygons of the area where STRUCTURES was drawn; a parcel wholly or partly outside has no measured impervious area (status undecided_outside_footprints or undecided_partly_outside_footprints), never 0. Without it the ground is the layer's extent." ), true );
  sink.add( new QgsProcessingParameterFeatureSource( IMPROVEMENTS_COVERAGE, QObject::tr( "Ground the improvement footprints cover (empty = their extent)" ), QList<int>() << static_cast<int>( SW_PROCESSING_SOURCE_POLYGON ), QVariant(), true ),
            QObject::tr( "polygons of the area where IMPROVEMENTS was drawn; as STRUCTURES_COVERAGE, for the improvements." ), true );
  sink.add( new QgsProcessingParameterNumber( DIGITIZING_TOLERANCE, QObject::tr( "Ignore footprint overlaps under (sq ft)" ), SW_NUMBER_DOUBLE, 1.0, true, 0 ),
            QObject::tr( "a footprint that overlaps a parcel by less than this many square feet (default 1) is a digitizing sliver of a neighbour's footprint and is ignored; a parcel outside the footprints' ground or the raster by less than this is inside." ), true );
  sink.add( new QgsProcessingParameterRasterLayer( LAND_COVER, QObject::tr( "Land-cover raster" ), QVariant(), true ),
            QObject::tr( "a land-cover or impervious-surface raster in a projected CRS; its cells of the LAND_COVER_CLASSES values count by the exact part of each cell inside the parcel. With footprints too, the impervious area is the union of both." ) );
  sink.add( new QgsProcessingParameterBand( LAND_COVER_BAND, QObject::tr( "Land-cover band" ), 1, LAND_COVER, true ),
            QObject::tr( "the band of LAND_COVER that holds the classes (default 1)." ), true );
  sink.add( new QgsProcessingParameterString( LAND_COVER_CLASSES, QObject::tr( "Land-cover values that are impervious (comma-separated)" ), QVariant(), false, true ),
            QObject::tr( "the values of LAND_COVER that are impervious surface, e.g. 1 for a yes/no impervious map, or a land-cover product's paved and built classes; needed with LAND_COVER." ) );
}

QString SwImperviousScreen::fieldsHelp() const
{
  return QObject::tr( "Fields: impervious_sqft (the parcel's existing impervious area, sq ft), impervious_fraction (its share of the parcel, 0 to 1), impervious_basis (footprints: the union of the structures and paved improvements on the parcel, clipped to it, each square foot once; land_cover: the LAND_COVER cells of the impervious classes, each by the exact part of it inside the parcel; footprints_union_land_cover: both together, ground either calls impervious counted once), "
                      "impervious_footprint_sqft and impervious_land_cover_sqft (each source's own figure), citation (the code's definition of impervious surface), "
                      "status (ok, repaired, null_geometry, invalid_geometry, not_transformable; undecided_outside_footprints and undecided_partly_outside_footprints when the parcel is not wholly on the ground the footprint layers cover, undecided_outside_land_cover when it is not wholly on the raster, undecided_land_cover_nodata when part of it lies on NoData: then the figures are empty, never 0; ok and repaired mean measured)." );
}
