/***************************************************************************
  swreportinsets.cpp: where the insets go: the flagged parcels counted on a grid, the busiest windows first.
 ***************************************************************************/
#include "report/swreportmapparts.h"
#include "core/compat.h"
#include "outputs/swstyles.h"

#include "core/compat.h"
#include "outputs/swstyles.h"

#include "qgsapplication.h"
#include "qgsbasicnumericformat.h"
#include "qgscategorizedsymbolrenderer.h"
#include "qgsexception.h"
#include "qgsfeedback.h"
#include "qgsfillsymbol.h"
#include "qgsfillsymbollayer.h"
#include "qgslabelingresults.h"
#include "qgslayout.h"
#include "qgslayoutexporter.h"
#include "qgslayoutitemmap.h"
#include "qgslayoutitempage.h"
#include "qgslayoutitempicture.h"
#include "qgslayoutitemscalebar.h"
#include "qgslayoutpagecollection.h"
#include "qgslinesymbol.h"
#include "qgslinesymbollayer.h"
#include "qgsmaprenderersequentialjob.h"
#include "qgsmarkersymbol.h"
#include "qgsmarkersymbollayer.h"
#include "qgspallabeling.h"
#include "qgsproject.h"
#include "qgsrulebasedrenderer.h"
#include "qgssinglesymbolrenderer.h"
#include "qgstextformat.h"
#include "qgsvectorlayer.h"
#include "qgsvectorlayerlabeling.h"

#include <QDomDocument>
#include <QFile>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace SwReportMapParts;

QList<QgsRectangle> SwReportMap::insetExtents( QgsFeedback *feedback )
{
  chooseInsets( feedback );
  return mInsetExtents;
}

void SwReportMap::chooseInsets( QgsFeedback *feedback )
{
  if ( mInsetsChosen || !isValid() )
    return;
  mInsetExtents.clear();
  mInsetFlagged.clear();
  mFlaggedCentres.clear();

  // The flagged parcels' centres and sizes, in the working CRS.
  QgsFeatureRequest request;
  request.setFilterExpression( FLAGGED );
  request.setSubsetOfAttributes( QStringList{ QStringLiteral( "apn" ), QStringLiteral( "flags" ) }, mParcels->fields() );
  request.setDestinationCrs( mWorking.crs(), mTransformContext );
  std::vector<double> narrowSides;
  std::vector<double> longSides;
  QStringList apns;
  const int apnField = mParcels->fields().lookupField( QStringLiteral( "apn" ) );
  const int flagsField = mParcels->fields().lookupField( QStringLiteral( "flags" ) );
  if ( mHasMarks )
  {
    // From the marks gathered while the layer was written: no second read.
    const QStringList keys = classKeys();
    for ( const ParcelMark &mark : mMarks )
    {
      if ( mark.kind == 0 || keys.at( mark.kind - 1 ) == QLatin1String( "incomplete" ) )
        continue;
      mFlaggedCentres << QgsPointXY( mark.x, mark.y );
      narrowSides.push_back( std::min( mark.width, mark.height ) );
      longSides.push_back( std::max( mark.width, mark.height ) );
    }
    apns = mMarkedApns.mid( 0, 1000 );
  }
  // Every flags value there is (for the plain overview), read on the way: the
  // filter leaves out only these two.
  mFlagsValues = { QString(), QStringLiteral( "incomplete" ) };
  QgsFeatureIterator it = mHasMarks ? QgsFeatureIterator() : mParcels->getFeatures( request );
  QgsFeature feature;
  long long read = 0;
  while ( !mHasMarks && it.nextFeature( feature ) )
  {
    if ( ++read % 1000 == 0 && feedback && feedback->isCanceled() )
      return;
    mFlagsValues.insert( feature.attribute( flagsField ).toString() );
    if ( !feature.hasGeometry() || feature.geometry().isEmpty() )
      continue;
    const QgsRectangle box = feature.geometry().boundingBox();
    mFlaggedCentres << box.center();
    narrowSides.push_back( std::min( box.width(), box.height() ) );
    longSides.push_back( std::max( box.width(), box.height() ) );
    if ( apns.size() < 1000 )
      apns << feature.attribute( apnField ).toString();
  }
  if ( feedback && feedback->isCanceled() )
    return;
  mInsetsChosen = true;
  if ( mFlaggedCentres.isEmpty() )
    return;

  const auto median = []( std::vector<double> &values )
  {
    std::nth_element( values.begin(), values.begin() + values.size() / 2, values.end() );
    return values[values.size() / 2];
  };
  const double typicalNarrow = median( narrowSides );
  const double typicalLong = median( longSides );
  mTypicalFeet = mWorking.toFeet( typicalNarrow );

  // The scale: a typical flagged parcel is 40 px across and holds a typical
  // APN along its length (labels turn along a narrow parcel).
  QImage device( 1, 1, QImage::Format_ARGB32 );
  device.setDotsPerMeterX( static_cast<int>( std::round( DPI / 0.0254 ) ) );
  device.setDotsPerMeterY( static_cast<int>( std::round( DPI / 0.0254 ) ) );
  QFont font( FONT );
  font.setPointSizeF( APN_POINTS );
  const QFontMetricsF metrics( font, &device );
  std::vector<double> widths;
  for ( const QString &apn : std::as_const( apns ) )
    widths.push_back( metrics.horizontalAdvance( apn ) );
  const double labelPixels = widths.empty() ? 0 : median( widths );
  const double pixelsPerUnit = std::max( typicalNarrow > 0 ? MINIMUM_PARCEL_PIXELS / typicalNarrow : 0, typicalLong > 0 ? ( labelPixels + LABEL_PADDING_PIXELS ) / typicalLong : 0 );
  const double unitsPerPixel = pixelsPerUnit > 0 ? 1 / pixelsPerUnit : std::max( mParcelsExtent.width(), mParcelsExtent.height() ) / mInsetSize.width();
  mInsetFeetPerPixel = mWorking.toFeet( unitsPerPixel );
  const double windowWidth = mInsetSize.width() * unitsPerPixel;
  const double windowHeight = std::max( 1, mInsetSize.height() - BAND_PIXELS ) * unitsPerPixel;
  if ( !( windowWidth > 0 ) || !( windowHeight > 0 ) )
    return;

  // A grid of half windows from the north-west corner.
  const double cellWidth = windowWidth / 2;
  const double cellHeight = windowHeight / 2;
  const double west = mParcelsExtent.xMinimum();
  const double north = mParcelsExtent.yMaximum();
  const int columns = std::max( 1, static_cast<int>( std::ceil( mParcelsExtent.width() / cellWidth ) ) );
  const int rows = std::max( 1, static_cast<int>( std::ceil( mParcelsExtent.height() / cellHeight ) ) );
  const auto cellOf = [&]( const QgsPointXY &point )
  {
    const int column = std::clamp( static_cast<int>( std::floor( ( point.x() - west ) / cellWidth ) ), 0, columns - 1 );
    const int row = std::clamp( static_cast<int>( std::floor( ( north - point.y() ) / cellHeight ) ), 0, rows - 1 );
    return std::make_pair( row, column );
  };
  const auto windowAt = [&]( const QgsPointXY &centre )
  {
    return QgsRectangle( centre.x() - windowWidth / 2, centre.y() - windowHeight / 2, centre.x() + windowWidth / 2, centre.y() + windowHeight / 2 );
  };

  std::vector<char> shown( mFlaggedCentres.size(), 0 );
  std::vector<long long> counts( static_cast<size_t>( rows ) * columns );
  while ( mInsetExtents.size() < mMaximumInsets )
  {
    if ( feedback && feedback->isCanceled() )
    {
      mInsetsChosen = false;
      return;
    }
    std::fill( counts.begin(), counts.end(), 0 );
    for ( int i = 0; i < mFlaggedCentres.size(); ++i )
    {
      if ( shown[i] )
        continue;
      const auto cell = cellOf( mFlaggedCentres.at( i ) );
      ++counts[static_cast<size_t>( cell.first ) * columns + cell.second];
    }
    // The 2 x 2 block with the most flagged parcels not yet shown; the first (north, then west) wins a tie.
    long long best = 0;
    int bestRow = 0;
    int bestColumn = 0;
    for ( int row = 0; row < std::max( 1, rows - 1 ); ++row )
    {
      for ( int column = 0; column < std::max( 1, columns - 1 ); ++column )
      {
        long long score = 0;
        for ( int r = row; r <= std::min( row + 1, rows - 1 ); ++r )
          for ( int c = column; c <= std::min( column + 1, columns - 1 ); ++c )
            score += counts[static_cast<size_t>( r ) * columns + c];
        if ( score > best )
        {
          best = score;
          bestRow = row;
          bestColumn = column;
        }
      }
    }
    if ( best == 0 )
      break;

    const auto inBlock = [&]( int i )
    {
      const auto cell = cellOf( mFlaggedCentres.at( i ) );
      return cell.first >= bestRow && cell.first <= bestRow + 1 && cell.second >= bestColumn && cell.second <= bestColumn + 1;
    };
    const auto meanOf = [&]( const std::function<bool( int )> &take, QgsPointXY &mean )
    {
      double x = 0;
      double y = 0;
      long long n = 0;
      for ( int i = 0; i < mFlaggedCentres.size(); ++i )
      {
        if ( shown[i] || !take( i ) )
          continue;
        x += mFlaggedCentres.at( i ).x();
        y += mFlaggedCentres.at( i ).y();
        ++n;
      }
      if ( n > 0 )
        mean = QgsPointXY( x / n, y / n );
      return n;
    };
    QgsPointXY centre;
    meanOf( inBlock, centre );
    // Settle on the parcels the window holds (a few steps; the mean stops moving).
    for ( int step = 0; step < 20; ++step )
    {
      const QgsRectangle window = windowAt( centre );
      QgsPointXY next = centre;
      if ( meanOf( [&]( int i )
                   { return window.contains( mFlaggedCentres.at( i ) ); },
                   next ) == 0 )
        break;
      const bool settled = std::fabs( next.x() - centre.x() ) < windowWidth * 1e-9 && std::fabs( next.y() - centre.y() ) < windowHeight * 1e-9;
      centre = next;
      if ( settled )
        break;
    }
    const QgsRectangle window = windowAt( centre );
    // A window mostly over an earlier inset would show the same place twice:
    // its parcels are passed over (the earlier inset shows most of them).
    const bool repeats = std::any_of( mInsetExtents.cbegin(), mInsetExtents.cend(), [&window]( const QgsRectangle &earlier )
                                      { return swOverlapArea( earlier, window ) > MAXIMUM_INSET_OVERLAP * window.area(); } );
    long long newlyShown = 0;
    long long flagged = 0;
    for ( int i = 0; i < mFlaggedCentres.size(); ++i )
    {
      if ( !window.contains( mFlaggedCentres.at( i ) ) )
        continue;
      ++flagged;
      if ( !shown[i] )
      {
        shown[i] = 1;
        ++newlyShown;
      }
    }
    if ( newlyShown == 0 || repeats )
    {
      // Passed over (or the window drifted off its block): the block's parcels
      // are done with too, so the search moves on.
      for ( int i = 0; i < mFlaggedCentres.size(); ++i )
      {
        if ( inBlock( i ) )
          shown[i] = 1;
      }
      continue;
    }
    mInsetExtents << window;
    mInsetFlagged << flagged;
  }
}
