/***************************************************************************
  test_reportmap.cpp: the report's map pictures, read back as pixels. A
  small synthetic city in EPSG:2229 feet: one parcel per class of the
  screened parcels style in a row (one of them with three flags, one not
  fully screened), a planted cluster of 20 flagged parcels 3,000 ft north,
  a sensitive area, a street, infeasibility zones and a well given in
  EPSG:4326. Where each thing must land is worked out by hand below, from
  the rules the header states (a 3% margin around the parcels, a 64 px band
  below the map, insets at 40 px per typical flagged parcel).
 ***************************************************************************/
#include "report/swreportmap.h"
#include "core/compat.h"
#include "processing/swinfeasibilityzonesmap.h"
#include "swtestdata.h"
#include "swtestfeature.h"
#include "swtestprint.h"
#include "swtestrun.h"

#include "qgsfeedback.h"
#include "qgsgeometry.h"
#include "qgsrenderer.h"
#include "qgsvectordataprovider.h"
#include "qgsvectorlayer.h"

#include <QDir>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <memory>

using SwTestFeature::point;
using SwTestFeature::rect;
using SwTestFeature::X0;
using SwTestFeature::Y0;

namespace
{
  struct Parcel
  {
    QString apn;
    QString flags;
    QString status;
    double x1, y1, x2, y2; // feet from the local origin
  };

  // The row of classes, 100 ft squares 20 ft apart: x = 120 i .. 120 i + 100, y = 0 .. 100.
  const QList<Parcel> &classRow()
  {
    static const QList<Parcel> row = []
    {
      const QList<QPair<QString, QString>> classes{ { "A1", "vacant" }, { "B1", "partially_vacant" }, { "C1", "hillside" }, { "J1", "esa_adjacent, hillside, vacant" }, { "D1", "infeasible_full" }, { "E1", "infeasible_partial" }, { "F1", "esa_inside" }, { "G1", "esa_adjacent" }, { "H1", "incomplete" }, { "I1", "" } };
      QList<Parcel> parcels;
      for ( int i = 0; i < classes.size(); ++i )
        parcels << Parcel{ classes[i].first, classes[i].second, classes[i].first == QLatin1String( "H1" ) ? QStringLiteral( "incomplete" ) : QStringLiteral( "ok" ), 120.0 * i, 0, 120.0 * i + 100, 100 };
      return parcels;
    }();
    return row;
  }

  Parcel byApn( const QString &apn )
  {
    for ( const Parcel &parcel : classRow() )
    {
      if ( parcel.apn == apn )
        return parcel;
    }
    return Parcel{};
  }

  // The cluster: 5 x 4 parcels of 60 x 100 ft, x 0..300, y 3000..3400, all flagged.
  QList<Parcel> cluster()
  {
    QList<Parcel> parcels;
    for ( int row = 0; row < 4; ++row )
      for ( int column = 0; column < 5; ++column )
        parcels << Parcel{ QStringLiteral( "K%1" ).arg( row * 5 + column + 1, 2, 10, QLatin1Char( '0' ) ), QStringLiteral( "hillside" ), QStringLiteral( "ok" ), 60.0 * column, 3000 + 100.0 * row, 60.0 * column + 60, 3100 + 100.0 * row };
    return parcels;
  }

  std::unique_ptr<QgsVectorLayer> parcelsLayer( const QList<Parcel> &parcels )
  {
    auto layer = std::make_unique<QgsVectorLayer>( QStringLiteral( "MultiPolygon?crs=EPSG:2229&field=apn:string&field=flags:string&field=status:string" ), QStringLiteral( "screened" ), QStringLiteral( "memory" ) );
    QgsFeatureList features;
    for ( const Parcel &parcel : parcels )
    {
      QgsFeature feature( layer->fields() );
      feature.setGeometry( QgsGeometry::fromWkt( rect( parcel.x1, parcel.y1, parcel.x2, parcel.y2 ) ) );
      feature.setAttributes( QgsAttributes( QVector<QVariant>{ parcel.apn, parcel.flags, parcel.status } ) );
      features << feature;
    }
    layer->dataProvider()->addFeatures( features );
    layer->updateExtents();
    return layer;
  }

  std::unique_ptr<QgsVectorLayer> polygonLayer( const QString &fields, const std::vector<std::pair<QString, QVariantList>> &rows )
  {
    auto layer = std::make_unique<QgsVectorLayer>( QStringLiteral( "MultiPolygon?crs=EPSG:2229" ) + fields, QStringLiteral( "context" ), QStringLiteral( "memory" ) );
    QgsFeatureList features;
    for ( const auto &row : rows )
    {
      QgsFeature feature( layer->fields() );
      if ( !row.first.isEmpty() )
        feature.setGeometry( QgsGeometry::fromWkt( row.first ) );
      feature.setAttributes( QgsAttributes( row.second.toVector() ) );
      features << feature;
    }
    layer->dataProvider()->addFeatures( features );
    layer->updateExtents();
    return layer;
  }

  // The well, 1,000 ft east and 600 ft north of the origin, given in EPSG:4326.
  constexpr double WELL_X = 1000;
  constexpr double WELL_Y = 600;

  std::unique_ptr<QgsVectorLayer> wellsIn4326()
  {
    auto layer = std::make_unique<QgsVectorLayer>( QStringLiteral( "Point?crs=EPSG:4326&field=well_id:string" ), QStringLiteral( "wells" ), QStringLiteral( "memory" ) );
    QgsGeometry geometry = QgsGeometry::fromWkt( point( WELL_X, WELL_Y ) );
    geometry.transform( QgsCoordinateTransform( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ), QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:4326" ) ), QgsCoordinateTransformContext() ) );
    QgsFeature feature( layer->fields() );
    feature.setGeometry( geometry );
    feature.setAttributes( QgsAttributes( QVector<QVariant>{ QStringLiteral( "W-1" ) } ) );
    layer->dataProvider()->addFeature( feature );
    layer->updateExtents();
    return layer;
  }

  QVariantList zone( const QgsFields &fields, const QString &condition, const QString &threshold )
  {
    QVariantList attributes;
    for ( int i = 0; i < fields.count(); ++i )
      attributes << QVariant();
    attributes[fields.lookupField( QStringLiteral( "condition" ) )] = condition;
    attributes[fields.lookupField( QStringLiteral( "threshold" ) )] = threshold;
    return attributes;
  }

  //! The whole synthetic city with its context.
  struct City
  {
    std::unique_ptr<QgsVectorLayer> parcels = parcelsLayer( classRow() + cluster() );
    std::unique_ptr<QgsVectorLayer> areas = polygonLayer( QStringLiteral( "&field=name:string" ), { { rect( 560, 150, 740, 330 ), QVariantList{ QStringLiteral( "Heron Marsh" ) } } } );
    std::unique_ptr<QgsVectorLayer> streets = polygonLayer( QStringLiteral( "&field=name:string" ), { { rect( 0, -40, 1180, -20 ), QVariantList{ QStringLiteral( "Main St" ) } } } );
    std::unique_ptr<QgsVectorLayer> wells = wellsIn4326();
    std::unique_ptr<QgsVectorLayer> zones;
    SwReportMap map{ parcels.get(), SwWorkingCrs( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ) ) };

    City()
    {
      const QgsFields fields = SwInfeasibilityZonesMap::fields();
      QString zoneFields;
      for ( const QgsField &field : fields )
        zoneFields += QStringLiteral( "&field=%1:%2" ).arg( field.name(), field.type() == SW_VARIANT_TYPE( QString ) ? QStringLiteral( "string" ) : field.type() == SW_VARIANT_TYPE( Bool )   ? QStringLiteral( "boolean" )
                                                                                                                                        : field.type() == SW_VARIANT_TYPE( Double ) ? QStringLiteral( "double" )
                                                                                                                                                                           : QStringLiteral( "integer" ) );
      const QString circle = QgsGeometry::fromWkt( point( WELL_X, WELL_Y ) ).buffer( 100, 32 ).asWkt();
      zones = polygonLayer( zoneFields, { { circle, zone( fields, QStringLiteral( "drinking_well" ), QStringLiteral( "within 100 ft of a drinking-water well" ) ) },
                                          { rect( 100, 1500, 400, 1800 ), zone( fields, QStringLiteral( "groundwater" ), QStringLiteral( "seasonal high groundwater within 10 ft of grade" ) ) },
                                          { QString(), zone( fields, QStringLiteral( "slow_soil" ), QStringLiteral( "below 0.3 in/hr" ) ) } } );
      map.addContext( SwReportMap::Role::Street, streets.get(), QStringLiteral( "name" ) );
      map.addContext( SwReportMap::Role::SensitiveArea, areas.get(), QStringLiteral( "name" ) );
      map.addContext( SwReportMap::Role::InfeasibilityZone, zones.get() );
      map.addContext( SwReportMap::Role::Well, wells.get() );
      map.setOverviewSize( QSize( 1200, 800 ) );
    }
  };

  // The overview by hand: parcels x 0..1180, y 0..3400; margin 3% of 3,400 =
  // 102 ft; extent -102..1282 x -102..3502 (1,384 x 3,604 ft) in a map of
  // 1200 x 736 px: 3604 / 736 ft per pixel (the height decides), centred on
  // (590, 1700).
  const double OVERVIEW_FT_PER_PX = 3604.0 / 736.0;
  const double OVERVIEW_WEST = 590 - 600 * OVERVIEW_FT_PER_PX;
  const double OVERVIEW_NORTH = 1700 + 368 * OVERVIEW_FT_PER_PX;

  QPointF overviewPixel( double x, double y )
  {
    return QPointF( ( x - OVERVIEW_WEST ) / OVERVIEW_FT_PER_PX, ( OVERVIEW_NORTH - y ) / OVERVIEW_FT_PER_PX );
  }

  // Inset 2 by hand (see Insets.PlantedClusterFirstThenTheRow): 1.5 ft per
  // pixel, x -205..1145, y -427..527.
  QPointF inset2Pixel( double x, double y )
  {
    return QPointF( ( x + 205 ) / 1.5, ( 527 - y ) / 1.5 );
  }

  QRect pixels( const QPointF &topLeft, const QPointF &bottomRight, int inset = 0 )
  {
    return QRect( QPoint( static_cast<int>( std::ceil( topLeft.x() ) ) + inset, static_cast<int>( std::ceil( topLeft.y() ) ) + inset ), QPoint( static_cast<int>( std::floor( bottomRight.x() ) ) - inset, static_cast<int>( std::floor( bottomRight.y() ) ) - inset ) );
  }

  //! Keeps \a image for a person to look at: build/tests/artifacts/reportmap/NAME.png.
  void keep( const QImage &image, const QString &name )
  {
    const QString folder = QStringLiteral( SW_BINARY_DIR "/tests/artifacts/reportmap" );
    QDir().mkpath( folder );
    image.save( QStringLiteral( "%1/%2.png" ).arg( folder, name ) );
  }

  double distance( const QColor &a, const QColor &b )
  {
    return std::sqrt( std::pow( a.red() - b.red(), 2 ) + std::pow( a.green() - b.green(), 2 ) + std::pow( a.blue() - b.blue(), 2 ) );
  }

  //! The smallest RGB distance from \a colour of any pixel of \a area in \a image.
  double nearest( const QImage &image, const QRect &area, const QColor &colour )
  {
    double best = 1e9;
    const QRect clipped = area.intersected( image.rect() );
    for ( int y = clipped.top(); y <= clipped.bottom(); ++y )
      for ( int x = clipped.left(); x <= clipped.right(); ++x )
        best = std::min( best, distance( image.pixelColor( x, y ), colour ) );
    return best;
  }

  //! Pixels of \a area further than \a tolerance from \a colour.
  int pixelsUnlike( const QImage &image, const QRect &area, const QColor &colour, double tolerance )
  {
    int unlike = 0;
    const QRect clipped = area.intersected( image.rect() );
    for ( int y = clipped.top(); y <= clipped.bottom(); ++y )
      for ( int x = clipped.left(); x <= clipped.right(); ++x )
        unlike += distance( image.pixelColor( x, y ), colour ) > tolerance;
    return unlike;
  }

  QColor mainColour( const QList<SwReportMap::LegendEntry> &legend, const QString &key )
  {
    for ( const SwReportMap::LegendEntry &entry : legend )
    {
      if ( entry.key == key )
        return entry.colour;
    }
    return QColor();
  }

  //! The scale bar's drawn length: the band's row with the most dark pixels (the filled segment), from its first to its last dark pixel, in the left half.
  int scaleBarPixels( const QImage &image, const QRect &mapArea )
  {
    int bestRow = -1;
    int bestCount = 0;
    for ( int y = mapArea.bottom() + 1; y < image.height(); ++y )
    {
      int count = 0;
      for ( int x = 0; x < image.width() / 2; ++x )
        count += std::max( { image.pixelColor( x, y ).red(), image.pixelColor( x, y ).green(), image.pixelColor( x, y ).blue() } ) < 80;
      if ( count > bestCount )
      {
        bestCount = count;
        bestRow = y;
      }
    }
    if ( bestRow < 0 )
      return 0;
    int first = -1;
    int last = -1;
    for ( int x = 0; x < image.width() / 2; ++x )
    {
      const QColor c = image.pixelColor( x, bestRow );
      if ( std::max( { c.red(), c.green(), c.blue() } ) < 80 )
      {
        if ( first < 0 )
          first = x;
        last = x;
      }
    }
    return last - first + 1;
  }
} // namespace

TEST( ReportMapLegend, EveryClassOfTheStyleThenEveryContextDrawnWithASwatch )
{
  City city;
  ASSERT_TRUE( city.map.isValid() ) << city.map.error().toStdString();
  const QList<SwReportMap::LegendEntry> legend = city.map.legend();
  QStringList keys;
  for ( const SwReportMap::LegendEntry &entry : legend )
  {
    keys << entry.key;
    EXPECT_FALSE( entry.label.isEmpty() ) << entry.key.toStdString();
    EXPECT_FALSE( entry.swatch.isNull() ) << entry.key.toStdString();
    EXPECT_TRUE( entry.colour.isValid() ) << entry.key.toStdString();
  }
  // The slow soil zone has no geometry: screened, nothing drawn, no legend line.
  EXPECT_EQ( keys, ( QStringList{ "vacant", "partially_vacant", "hillside", "infeasible_full", "infeasible_partial", "esa_inside", "esa_adjacent", "incomplete", "no_screen", "sensitive_area", "zone_drinking_well", "zone_groundwater", "well", "street" } ) );
  QStringList labels;
  for ( const SwReportMap::LegendEntry &entry : legend )
    labels << entry.label;
  EXPECT_TRUE( labels.contains( QStringLiteral( "Vacant parcel: notice required" ) ) );
  EXPECT_TRUE( labels.contains( QStringLiteral( "Hillside property" ) ) );
  EXPECT_TRUE( labels.contains( QStringLiteral( "Directly adjacent to a sensitive area (within 200 ft)" ) ) );
  EXPECT_TRUE( labels.contains( QStringLiteral( "Infiltration infeasible (whole parcel)" ) ) );
  EXPECT_TRUE( labels.contains( QStringLiteral( "Not fully screened (see status)" ) ) );
  EXPECT_TRUE( labels.contains( QStringLiteral( "No screen applies" ) ) );
  EXPECT_TRUE( labels.contains( QStringLiteral( "Infiltration infeasible: within 100 ft of a drinking-water well" ) ) ) << labels.join( '|' ).toStdString();
  EXPECT_FALSE( labels.contains( QStringLiteral( "Several screens apply" ) ) );
  for ( const SwReportMap::LegendEntry &entry : city.map.legend( QSize( 48, 32 ) ) )
    EXPECT_EQ( entry.swatch.size(), QSize( 48, 32 ) ) << entry.key.toStdString();
  // Every class has a colour of its own.
  for ( int i = 0; i < legend.size(); ++i )
    for ( int j = i + 1; j < legend.size(); ++j )
      EXPECT_GE( distance( legend[i].colour, legend[j].colour ), 30 ) << legend[i].key.toStdString() << " " << legend[i].colour.name().toStdString() << " vs " << legend[j].key.toStdString() << " " << legend[j].colour.name().toStdString();
}

TEST( ReportMapOverview, ShowsEveryLegendColourWhereItsClassIs )
{
  City city;
  const SwReportMap::Picture overview = city.map.overview();
  ASSERT_FALSE( overview.image.isNull() );
  keep( overview.image, QStringLiteral( "synthetic-overview" ) );
  EXPECT_EQ( overview.image.size(), QSize( 1200, 800 ) );
  EXPECT_EQ( overview.mapArea, QRect( 0, 0, 1200, 736 ) );
  EXPECT_NEAR( overview.feetPerPixel, OVERVIEW_FT_PER_PX, 1e-6 );
  EXPECT_NEAR( overview.extent.xMinimum(), X0 + OVERVIEW_WEST, 1e-3 );
  EXPECT_NEAR( overview.extent.yMaximum(), Y0 + OVERVIEW_NORTH, 1e-3 );
  const QList<SwReportMap::LegendEntry> legend = city.map.legend();
  for ( const SwReportMap::LegendEntry &entry : legend )
    EXPECT_LE( nearest( overview.image, overview.mapArea, entry.colour ), 12 ) << entry.key.toStdString() << " " << entry.colour.name().toStdString() << " is nowhere on the overview";

  // Each class's colour inside its own parcel (2 px in from the edge).
  for ( const QString &key : { "vacant", "partially_vacant", "hillside", "infeasible_full", "infeasible_partial", "esa_inside", "esa_adjacent", "incomplete", "no_screen" } )
  {
    const QString apn = QMap<QString, QString>{ { "vacant", "A1" }, { "partially_vacant", "B1" }, { "hillside", "C1" }, { "infeasible_full", "D1" }, { "infeasible_partial", "E1" }, { "esa_inside", "F1" }, { "esa_adjacent", "G1" }, { "incomplete", "H1" }, { "no_screen", "I1" } }.value( key );
    const Parcel parcel = byApn( apn );
    const QRect area = pixels( overviewPixel( parcel.x1, parcel.y2 ), overviewPixel( parcel.x2, parcel.y1 ), 1 );
    EXPECT_LE( nearest( overview.image, area, mainColour( legend, key ) ), 12 ) << key.toStdString() << " not in parcel " << apn.toStdString();
  }
  // The three-flag parcel shows all three.
  const Parcel three = byApn( QStringLiteral( "J1" ) );
  const QRect threeArea = pixels( overviewPixel( three.x1, three.y2 ), overviewPixel( three.x2, three.y1 ), 1 );
  for ( const QString &key : { "vacant", "hillside", "esa_adjacent" } )
    EXPECT_LE( nearest( overview.image, threeArea, mainColour( legend, key ) ), 12 ) << key.toStdString() << " missing from the three-flag parcel";
  EXPECT_GT( nearest( overview.image, threeArea, mainColour( legend, QStringLiteral( "infeasible_full" ) ) ), 40 ) << "a flag it does not have";

  // Parcels 100 ft wide are 20 px here: no APN fits, none is drawn.
  EXPECT_TRUE( overview.labelledApns.isEmpty() ) << overview.labelledApns.join( ' ' ).toStdString();
  EXPECT_EQ( overview.title, QStringLiteral( "Overview: 30 parcels, 28 flagged" ) );
}

TEST( ReportMapOverview, AWellGivenInDegreesLandsOnItsPlace )
{
  City city;
  const SwReportMap::Picture overview = city.map.overview();
  ASSERT_FALSE( overview.image.isNull() );
  // (1000, 600) ft: x = (1000 - west) / ft-per-px, y = (north - 600) / ft-per-px.
  const QPointF where = overviewPixel( WELL_X, WELL_Y );
  const QColor well = mainColour( city.map.legend(), QStringLiteral( "well" ) );
  const QRect centre( static_cast<int>( std::round( where.x() ) ) - 1, static_cast<int>( std::round( where.y() ) ) - 1, 3, 3 );
  EXPECT_LE( nearest( overview.image, centre, well ), 12 ) << "well expected at " << where.x() << "," << where.y();
  // And not 20 px away: the marker is 2.6 mm (10 px) across.
  EXPECT_GT( nearest( overview.image, centre.translated( 20, 0 ), well ), 60 );
}

TEST( ReportMapOverview, ScaleBarInRoundFeetSizedToTheMap )
{
  City city;
  const SwReportMap::Picture overview = city.map.overview();
  ASSERT_FALSE( overview.image.isNull() );
  // 1,200 px x 4.897 ft = 5,876 ft wide; two segments near a fifth of it
  // (646 ft each) round down to 500 ft.
  EXPECT_EQ( overview.scaleBar.segmentFeet, 500 );
  EXPECT_EQ( overview.scaleBar.segments, 2 );
  EXPECT_EQ( overview.scaleBar.text, QStringLiteral( "0 500 1,000 ft" ) );
  // Drawn 1,000 ft long: 1000 / 4.897 = 204 px (and its outline).
  EXPECT_NEAR( scaleBarPixels( overview.image, overview.mapArea ), 1000 / OVERVIEW_FT_PER_PX, 3 );
}

TEST( ReportMapInsets, PlantedClusterFirstThenTheRow )
{
  City city;
  // Flagged: 8 in the row (H1 is only "incomplete", I1 has none) and the 20
  // of the cluster. Narrow sides: 20 x 60 ft and 8 x 100 ft, median 60 ft;
  // at 40 px a parcel that is 1.5 ft per pixel; the inset's map is 900 x 636
  // px, so a window is 1,350 x 954 ft. Half-window cells of 675 x 477 ft from
  // (0, 3400): the cluster's 20 fill cell (0, 0), the row's 8 cells (7, 0)
  // and (7, 1). The cluster's mean centre (150, 3200), then the row's (470, 50).
  const QList<QgsRectangle> windows = city.map.insetExtents();
  ASSERT_EQ( windows.size(), 2 );
  EXPECT_NEAR( city.map.typicalParcelFeet(), 60, 1e-9 );
  const QgsRectangle first( X0 + 150 - 675, Y0 + 3200 - 477, X0 + 150 + 675, Y0 + 3200 + 477 );
  const QgsRectangle second( X0 + 470 - 675, Y0 + 50 - 477, X0 + 470 + 675, Y0 + 50 + 477 );
  EXPECT_TRUE( windows[0].toString( 3 ) == first.toString( 3 ) ) << windows[0].toString( 3 ).toStdString() << " expected " << first.toString( 3 ).toStdString();
  EXPECT_TRUE( windows[1].toString( 3 ) == second.toString( 3 ) ) << windows[1].toString( 3 ).toStdString() << " expected " << second.toString( 3 ).toStdString();

  const QList<SwReportMap::Picture> insets = city.map.insets();
  ASSERT_EQ( insets.size(), 2 );
  EXPECT_EQ( insets[0].title, QStringLiteral( "Inset 1: 20 flagged parcels" ) );
  EXPECT_EQ( insets[1].title, QStringLiteral( "Inset 2: 8 flagged parcels" ) );
  EXPECT_EQ( insets[0].number, 1 );
  EXPECT_EQ( insets[0].image.size(), QSize( 900, 700 ) );
  EXPECT_NEAR( insets[0].feetPerPixel, 1.5, 1e-9 );
  EXPECT_TRUE( insets[1].extent.toString( 3 ) == second.toString( 3 ) );
  // 900 px x 1.5 ft = 1,350 ft; 11% of it per segment (148.5 ft) rounds down to 100.
  EXPECT_EQ( insets[1].scaleBar.text, QStringLiteral( "0 100 200 ft" ) );
  EXPECT_NEAR( scaleBarPixels( insets[1].image, insets[1].mapArea ), 200 / 1.5, 3 );

  // The overview frames both: its frame colour along inset 2's west edge (x = -205 ft).
  const SwReportMap::Picture overview = city.map.overview();
  const QPointF westEdge = overviewPixel( -205, 300 );
  const QRect edge( static_cast<int>( std::round( westEdge.x() ) ) - 2, static_cast<int>( std::round( westEdge.y() ) ), 5, 1 );
  EXPECT_LE( nearest( overview.image, edge, QColor( 37, 37, 37 ) ), 20 );
}

TEST( ReportMapInsets, FlaggedParcelsCarryTheirApnsAndAllTheirFlags )
{
  City city;
  const QList<SwReportMap::Picture> insets = city.map.insets();
  ASSERT_EQ( insets.size(), 2 );
  keep( insets[0].image, QStringLiteral( "synthetic-inset-1" ) );
  keep( insets[1].image, QStringLiteral( "synthetic-inset-2" ) );
  const SwReportMap::Picture &row = insets[1];
  // Every flagged or not fully screened parcel of the row is named; I1 (no screen applies) is not.
  for ( const QString &apn : { "A1", "B1", "C1", "J1", "D1", "E1", "F1", "G1", "H1" } )
    EXPECT_TRUE( row.labelledApns.contains( apn ) ) << apn.toStdString() << " not labelled: " << row.labelledApns.join( ' ' ).toStdString();
  EXPECT_FALSE( row.labelledApns.contains( QStringLiteral( "I1" ) ) );
  EXPECT_EQ( insets[0].labelledApns.size(), 20 ) << insets[0].labelledApns.join( ' ' ).toStdString();

  // The label is drawn: inside its outline the vacant parcel is a plain
  // orange fill, so whatever is not orange there is the APN (black text on
  // a white halo); the parcel where no screen applies stays plain grey.
  const QList<SwReportMap::LegendEntry> legend = city.map.legend();
  const Parcel vacant = byApn( QStringLiteral( "A1" ) );
  const QRect vacantArea = pixels( inset2Pixel( vacant.x1, vacant.y2 ), inset2Pixel( vacant.x2, vacant.y1 ), 3 );
  EXPECT_GT( pixelsUnlike( row.image, vacantArea, mainColour( legend, QStringLiteral( "vacant" ) ), 60 ), 60 );
  const Parcel none = byApn( QStringLiteral( "I1" ) );
  // (I1 runs past the inset's east edge, x = 1,145 ft: stop short of the map's frame.)
  const QRect noneArea = pixels( inset2Pixel( none.x1, none.y2 ), inset2Pixel( none.x2, none.y1 ), 3 ).intersected( QRect( 0, 0, 895, 636 ) );
  EXPECT_EQ( pixelsUnlike( row.image, noneArea, mainColour( legend, QStringLiteral( "no_screen" ) ), 60 ), 0 );

  const Parcel three = byApn( QStringLiteral( "J1" ) );
  const QRect threeArea = pixels( inset2Pixel( three.x1, three.y2 ), inset2Pixel( three.x2, three.y1 ), 1 );
  for ( const QString &key : { "vacant", "hillside", "esa_adjacent" } )
    EXPECT_LE( nearest( row.image, threeArea, mainColour( legend, key ) ), 8 ) << key.toStdString() << " missing from the three-flag parcel";
}

TEST( ReportMapInsets, NoFlaggedParcelNoInset )
{
  auto parcels = parcelsLayer( { Parcel{ "I1", "", "ok", 0, 0, 100, 100 }, Parcel{ "H1", "incomplete", "incomplete", 120, 0, 220, 100 } } );
  SwReportMap map( parcels.get(), SwWorkingCrs( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ) ) );
  EXPECT_TRUE( map.insetExtents().isEmpty() );
  EXPECT_TRUE( map.insets().isEmpty() );
  EXPECT_EQ( map.overview().title, QStringLiteral( "Overview: 2 parcels, 0 flagged" ) );
}

TEST( ReportMapInsets, AtMostTheMaximum )
{
  City city;
  city.map.setMaximumInsets( 1 );
  EXPECT_EQ( city.map.insetExtents().size(), 1 );
}

TEST( ReportMap, ACanceledRunDrawsNothing )
{
  City city;
  QgsFeedback feedback;
  feedback.cancel();
  EXPECT_TRUE( city.map.overview( &feedback ).image.isNull() );
  EXPECT_TRUE( city.map.insets( &feedback ).isEmpty() );
}

TEST( ReportMap, RefusesALayerWithoutTheScreeningFields )
{
  QgsVectorLayer layer( QStringLiteral( "MultiPolygon?crs=EPSG:2229&field=apn:string" ), QStringLiteral( "parcels" ), QStringLiteral( "memory" ) );
  SwReportMap map( &layer, SwWorkingCrs( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ) ) );
  EXPECT_FALSE( map.isValid() );
  EXPECT_EQ( map.error(), QStringLiteral( "The screened parcels layer parcels has no field flags, status (the map needs apn, flags and status); its fields are: apn" ) );
  EXPECT_TRUE( map.overview().image.isNull() );
  EXPECT_TRUE( map.legend().isEmpty() );
}

TEST( ReportMap, TheCallersLayerKeepsItsOwnStyle )
{
  auto parcels = parcelsLayer( classRow() );
  const QString before = parcels->renderer()->type();
  {
    SwReportMap map( parcels.get(), SwWorkingCrs( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ) ) );
    map.insets();
  }
  EXPECT_EQ( parcels->renderer()->type(), before );
  EXPECT_FALSE( parcels->labelsEnabled() );
}

// Where parcels are a few pixels wide the overview draws one plain fill per
// parcel: the colour of its first class in the legend's order. A 2,000 ft
// square of 40 x 40 parcels of 50 ft, one kind per quadrant; 2,120 ft (with
// the 60 ft margin) on a 200 px map: 10.6 ft per pixel, parcels 4.7 px.
namespace
{
  // The marks a run gathers while it writes these parcels (SwReportParcels).
  std::vector<SwReportMap::ParcelMark> marksOf( const QList<Parcel> &parcels )
  {
    std::vector<SwReportMap::ParcelMark> marks;
    for ( const Parcel &parcel : parcels )
    {
      SwReportMap::ParcelMark mark;
      mark.x = X0 + ( parcel.x1 + parcel.x2 ) / 2;
      mark.y = Y0 + ( parcel.y1 + parcel.y2 ) / 2;
      mark.width = static_cast<float>( parcel.x2 - parcel.x1 );
      mark.height = static_cast<float>( parcel.y2 - parcel.y1 );
      mark.kind = SwReportMap::kindOf( parcel.flags.split( QStringLiteral( ", " ), Qt::SkipEmptyParts ), parcel.status == QLatin1String( "ok" ) || parcel.status == QLatin1String( "repaired" ) );
      marks.push_back( mark );
    }
    return marks;
  }
} // namespace

TEST( ReportMapMarks, KindIsTheFirstClassInTheLegendsOrder )
{
  EXPECT_EQ( SwReportMap::classKeys().first(), QStringLiteral( "vacant" ) );
  EXPECT_EQ( SwReportMap::classKeys().last(), QStringLiteral( "incomplete" ) );
  EXPECT_EQ( SwReportMap::kindOf( { QStringLiteral( "hillside" ), QStringLiteral( "vacant" ) }, true ), 1 );
  EXPECT_EQ( SwReportMap::kindOf( { QStringLiteral( "esa_adjacent" ), QStringLiteral( "infeasible_full" ) }, true ), 4 );
  EXPECT_EQ( SwReportMap::kindOf( { QStringLiteral( "incomplete" ) }, false ), 8 );
  EXPECT_EQ( SwReportMap::kindOf( {}, false ), 8 ); // not screened by its status alone
  EXPECT_EQ( SwReportMap::kindOf( {}, true ), 0 );
}

class ReportMapPlainOverview : public ::testing::TestWithParam<bool>
{
};

// Drawn from the layer, or from the marks a run gathers (as a county's report is): the same picture.
TEST_P( ReportMapPlainOverview, ParcelsAFewPixelsWideArePlainFillsOfTheirFirstClass )
{
  QList<Parcel> parcels;
  for ( int row = 0; row < 40; ++row )
    for ( int column = 0; column < 40; ++column )
    {
      const bool north = row >= 20;
      const bool west = column < 20;
      // NW: two flags, vacant first; NE: infeasibility comes before ESA; SW: not
      // fully screened by its status alone (an output from before the flag); SE: none.
      const QString flags = north ? ( west ? QStringLiteral( "hillside, vacant" ) : QStringLiteral( "esa_adjacent, infeasible_full" ) ) : QString();
      const QString status = !north && west ? QStringLiteral( "outside_dem" ) : QStringLiteral( "ok" );
      parcels << Parcel{ QStringLiteral( "P%1-%2" ).arg( row ).arg( column ), flags, status, 50.0 * column, 50.0 * row, 50.0 * column + 50, 50.0 * row + 50 };
    }
  auto layer = parcelsLayer( parcels );
  SwReportMap map( layer.get(), SwWorkingCrs( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ) ) );
  map.setOverviewSize( QSize( 200, 264 ) );
  map.setMaximumInsets( 0 ); // no frames over the quadrants
  if ( GetParam() )
    map.setParcelMarks( marksOf( parcels ), {} );
  const SwReportMap::Picture overview = map.overview();
  ASSERT_FALSE( overview.image.isNull() );
  keep( overview.image, QStringLiteral( "synthetic-plain-overview" ) );
  EXPECT_NEAR( overview.feetPerPixel, 2120.0 / 200, 1e-9 );
  const QList<SwReportMap::LegendEntry> legend = map.legend();
  // Quadrant centres at (500, 1500), (1500, 1500), (500, 500), (1500, 500) ft:
  // pixel x = (x + 60) / 10.6, y = (2060 - y) / 10.6.
  const auto at = [&]( double x, double y )
  {
    const QPoint centre( static_cast<int>( std::round( ( x + 60 ) / 10.6 ) ), static_cast<int>( std::round( ( 2060 - y ) / 10.6 ) ) );
    return QRect( centre - QPoint( 2, 2 ), QSize( 5, 5 ) );
  };
  EXPECT_LE( nearest( overview.image, at( 500, 1500 ), mainColour( legend, QStringLiteral( "vacant" ) ) ), 6 );
  EXPECT_GT( nearest( overview.image, at( 500, 1500 ), mainColour( legend, QStringLiteral( "hillside" ) ) ), 60 );
  EXPECT_LE( nearest( overview.image, at( 1500, 1500 ), mainColour( legend, QStringLiteral( "infeasible_full" ) ) ), 6 );
  EXPECT_LE( nearest( overview.image, at( 500, 500 ), mainColour( legend, QStringLiteral( "incomplete" ) ) ), 6 );
  EXPECT_LE( nearest( overview.image, at( 1500, 500 ), mainColour( legend, QStringLiteral( "no_screen" ) ) ), 6 );
  // No seams between the plain parcels: nothing near white inside a quadrant,
  // within one cell of the overview's grid (its dashed lines are the only lines).
  ASSERT_EQ( overview.grid.columns(), 8 );
  const double cellWidth = overview.mapArea.width() / 8.0;
  const double cellHeight = overview.mapArea.height() / static_cast<double>( overview.grid.rows() );
  const QRect cellB2( static_cast<int>( cellWidth ) + 2, static_cast<int>( cellHeight ) + 2, static_cast<int>( cellWidth ) - 4, static_cast<int>( cellHeight ) - 4 );
  ASSERT_TRUE( QRect( 6, 6, 94, 94 ).contains( cellB2 ) ) << "cell B2 lies in the vacant quadrant";
  EXPECT_EQ( pixelsUnlike( overview.image, cellB2, mainColour( legend, QStringLiteral( "vacant" ) ), 20 ), 0 );
  // The grid is drawn: the line between columns A and B darkens the fill.
  EXPECT_GT( pixelsUnlike( overview.image, QRect( static_cast<int>( std::round( cellWidth ) ) - 1, 30, 3, 40 ), mainColour( legend, QStringLiteral( "vacant" ) ), 20 ), 0 );
  // Two segments of 200 ft would be 19 px each: one of 500 ft (30% of 2,120 ft, rounded down).
  EXPECT_EQ( overview.scaleBar.text, QStringLiteral( "0 500 ft" ) );
  EXPECT_NEAR( scaleBarPixels( overview.image, overview.mapArea ), 500 / 10.6, 3 );
}

INSTANTIATE_TEST_SUITE_P( FromLayerOrMarks, ReportMapPlainOverview, ::testing::Values( false, true ), []( const ::testing::TestParamInfo<bool> &info )
                          { return std::string( info.param ? "FromMarks" : "FromLayer" ); } );

// The insets chosen from the marks are the insets chosen from the layer.
TEST( ReportMapMarks, InsetsFromTheMarksAreTheLayersInsets )
{
  QList<Parcel> parcels = classRow();
  parcels << cluster();
  auto layer = parcelsLayer( parcels );
  const SwWorkingCrs working( QgsCoordinateReferenceSystem( QStringLiteral( "EPSG:2229" ) ) );
  SwReportMap fromLayer( layer.get(), working );
  SwReportMap fromMarks( layer.get(), working );
  QStringList apns;
  for ( const Parcel &parcel : parcels )
  {
    if ( !parcel.flags.isEmpty() && parcel.flags != QLatin1String( "incomplete" ) )
      apns << parcel.apn;
  }
  fromMarks.setParcelMarks( marksOf( parcels ), apns );
  const QList<QgsRectangle> expected = fromLayer.insetExtents();
  const QList<QgsRectangle> actual = fromMarks.insetExtents();
  ASSERT_EQ( actual.size(), expected.size() );
  ASSERT_GE( actual.size(), 2 );
  for ( int i = 0; i < actual.size(); ++i )
    EXPECT_TRUE( actual.at( i ).toRectF() == expected.at( i ).toRectF() ) << actual.at( i ).toString().toStdString() << " vs " << expected.at( i ).toString().toStdString();
  EXPECT_DOUBLE_EQ( fromMarks.typicalParcelFeet(), fromLayer.typicalParcelFeet() );
}

// The sample city screened in one pass, drawn with its context: pictures for
// a person to look at (build/tests/artifacts/reportmap/samplecity-*.png), and
// what any planner's run must give.
TEST( ReportMapSampleCity, OverviewAndInsetsWithEveryClassThatOccurs )
{
  QTemporaryDir dir;
  const auto city = []( const char *name )
  { return SwTestData::sampleLayer( QString::fromLatin1( name ) ); };
  const QString output = dir.filePath( QStringLiteral( "screened.gpkg" ) );
  const QString zones = dir.filePath( QStringLiteral( "zones.gpkg" ) );
  const SwTestRun::Result run = SwTestRun::run( QStringLiteral( "stormwater:screenparcels" ), {
                                                                                                { QStringLiteral( "PARCELS" ), city( "parcels" ) },
                                                                                                { QStringLiteral( "PROFILE" ), QStringLiteral( "signal-hill" ) },
                                                                                                { QStringLiteral( "STRUCTURES" ), city( "structures" ) },
                                                                                                { QStringLiteral( "STRUCTURE_PERMITTED_FIELD" ), QStringLiteral( "permitted" ) },
                                                                                                { QStringLiteral( "IMPROVEMENTS" ), city( "improvements" ) },
                                                                                                { QStringLiteral( "IMPROVEMENT_APPROVED_FIELD" ), QStringLiteral( "approved" ) },
                                                                                                { QStringLiteral( "RIGHT_OF_WAY" ), city( "right_of_way" ) },
                                                                                                { QStringLiteral( "DEM" ), SwTestData::sampleDataDir() + QStringLiteral( "/dem.tif" ) },
                                                                                                { QStringLiteral( "SOILS" ), city( "soils" ) },
                                                                                                { QStringLiteral( "SENSITIVE_AREAS" ), QVariantList{ city( "esa" ), city( "sea" ) } },
                                                                                                { QStringLiteral( "WELLS" ), city( "wells" ) },
                                                                                                { QStringLiteral( "GROUNDWATER" ), city( "groundwater" ) }, { QStringLiteral( "GROUNDWATER_OUTSIDE" ), QStringLiteral( "not_present" ) }, 
                                                                                                { QStringLiteral( "BROWNFIELDS" ), city( "brownfields" ) },
                                                                                                { QStringLiteral( "GEOHAZARDS" ), city( "geohazards" ) },
                                                                                                { QStringLiteral( "OUTPUT" ), output },
                                                                                                { QStringLiteral( "ZONES" ), zones },
                                                                                              } );
  ASSERT_TRUE( run.ok ) << run.error.toStdString();
  std::unique_ptr<QgsVectorLayer> screened = SwTestData::openLayer( output );
  std::vector<std::unique_ptr<QgsVectorLayer>> context;
  for ( const char *name : { "right_of_way", "esa", "sea", "wells" } )
    context.push_back( SwTestData::openLayer( city( name ) ) );
  context.push_back( SwTestData::openLayer( zones ) );
  SwReportMap map( screened.get(), SwWorkingCrs( screened->crs() ) );
  ASSERT_TRUE( map.isValid() ) << map.error().toStdString();
  map.addContext( SwReportMap::Role::Street, context[0].get(), QStringLiteral( "name" ) );
  map.addContext( SwReportMap::Role::SensitiveArea, context[1].get(), QStringLiteral( "name" ) );
  map.addContext( SwReportMap::Role::SensitiveArea, context[2].get(), QStringLiteral( "name" ) );
  map.addContext( SwReportMap::Role::Well, context[3].get(), QStringLiteral( "well_id" ) );
  map.addContext( SwReportMap::Role::InfeasibilityZone, context[4].get() );

  const SwReportMap::Picture overview = map.overview();
  ASSERT_FALSE( overview.image.isNull() );
  keep( overview.image, QStringLiteral( "samplecity-overview" ) );
  const QList<SwReportMap::Picture> insets = map.insets();
  ASSERT_EQ( insets.size(), 6 );
  for ( const SwReportMap::Picture &inset : insets )
  {
    keep( inset.image, QStringLiteral( "samplecity-inset-%1" ).arg( inset.number ) );
    EXPECT_TRUE( inset.title.startsWith( QStringLiteral( "Inset %1: " ).arg( inset.number ) ) ) << inset.title.toStdString();
    // Nearly every flagged parcel of the window is named (those cut by its edge may not be).
    EXPECT_GE( inset.labelledApns.size(), 0.8 * inset.flaggedParcels ) << inset.title.toStdString();
  }
  // Insets are in order of flagged parcels shown, never one over another.
  for ( int i = 1; i < insets.size(); ++i )
    EXPECT_GE( insets[i - 1].flaggedParcels, insets[i].flaggedParcels ) << i;
  for ( int i = 0; i < insets.size(); ++i )
    for ( int j = i + 1; j < insets.size(); ++j )
      EXPECT_LE( swOverlapArea( insets[i].extent, insets[j].extent ), 0.25 * insets[j].extent.area() ) << i << " " << j;

  // Every class that occurs (read from the layer's flags) shows its colour on the overview.
  QSet<QString> tokens;
  QgsFeatureIterator it = screened->getFeatures();
  QgsFeature feature;
  bool none = false;
  while ( it.nextFeature( feature ) )
  {
    const QStringList flags = feature.attribute( QStringLiteral( "flags" ) ).toString().split( QStringLiteral( ", " ), Qt::SkipEmptyParts );
    none = none || flags.isEmpty();
    for ( const QString &flag : flags )
      tokens << flag;
  }
  if ( none )
    tokens << QStringLiteral( "no_screen" );
  EXPECT_TRUE( tokens.contains( QStringLiteral( "vacant" ) ) && tokens.contains( QStringLiteral( "hillside" ) ) && tokens.contains( QStringLiteral( "esa_adjacent" ) ) && tokens.contains( QStringLiteral( "infeasible_full" ) ) );
  for ( const SwReportMap::LegendEntry &entry : map.legend() )
  {
    if ( entry.key == QLatin1String( "incomplete" ) )
      continue; // the sample city's parcels are all fully screened
    const bool parcelClass = !entry.key.startsWith( QLatin1String( "zone_" ) ) && entry.key != QLatin1String( "sensitive_area" ) && entry.key != QLatin1String( "well" ) && entry.key != QLatin1String( "street" );
    if ( parcelClass && !tokens.contains( entry.key ) )
      continue;
    EXPECT_LE( nearest( overview.image, overview.mapArea, entry.colour ), 12 ) << entry.key.toStdString() << " " << entry.colour.name().toStdString();
  }
}

// The overview's grid: eight columns A-H, rows as many as square cells fill;
// a point's cell counted from the top left, as a street atlas reads.
TEST( ReportGrid, CellsAreLetteredAcrossAndNumberedDown )
{
  // 8,000 x 5,000 ft shown on 800 x 500 px: cells of 100 px (1,000 ft), 8 x 5.
  const SwReportGrid grid( QgsRectangle( 1000, 2000, 9000, 7000 ), QRect( 0, 0, 800, 500 ) );
  EXPECT_EQ( grid.columns(), 8 );
  EXPECT_EQ( grid.rows(), 5 );
  EXPECT_EQ( grid.cell( QgsPointXY( 1000.5, 6999.5 ) ), QStringLiteral( "A1" ) );
  EXPECT_EQ( grid.cell( QgsPointXY( 3500, 4500 ) ), QStringLiteral( "C3" ) ); // 2,500 ft east, 2,500 ft south of the top left
  EXPECT_EQ( grid.cell( QgsPointXY( 8999, 2001 ) ), QStringLiteral( "H5" ) );
  EXPECT_EQ( grid.cell( QgsPointXY( 9000, 2000 ) ), QStringLiteral( "H5" ) ); // the corner itself stays on the map
  EXPECT_TRUE( grid.cell( QgsPointXY( 500, 4000 ) ).isEmpty() );              // off the map
  EXPECT_TRUE( SwReportGrid().cell( QgsPointXY( 3500, 4500 ) ).isEmpty() );
}
