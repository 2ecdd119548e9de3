/***************************************************************************
  swreportgrid.cpp: the overview's reference grid and the cell of a point.
 ***************************************************************************/
#include "report/swreportgrid.h"
#include "report/swreportmapparts.h"

#include <QFont>
#include <QPainter>
#include <QPen>

#include <algorithm>
#include <cmath>

SwReportGrid::SwReportGrid( const QgsRectangle &extent, const QRect &mapArea )
  : mExtent( extent )
  , mMapArea( mapArea )
{
  if ( extent.isEmpty() || mapArea.width() < COLUMNS || mapArea.height() < 1 )
    return;
  mColumns = COLUMNS;
  const double side = static_cast<double>( mapArea.width() ) / COLUMNS;
  mRows = std::max( 1, static_cast<int>( std::lround( mapArea.height() / side ) ) );
}

QString SwReportGrid::cell( const QgsPointXY &point ) const
{
  if ( isEmpty() || !mExtent.contains( point ) )
    return QString();
  const int column = std::clamp( static_cast<int>( ( point.x() - mExtent.xMinimum() ) / mExtent.width() * mColumns ), 0, mColumns - 1 );
  const int row = std::clamp( static_cast<int>( ( mExtent.yMaximum() - point.y() ) / mExtent.height() * mRows ), 0, mRows - 1 );
  return QStringLiteral( "%1%2" ).arg( QChar( 'A' + column ) ).arg( row + 1 );
}

void SwReportGrid::draw( QPainter &painter ) const
{
  if ( isEmpty() )
    return;
  painter.save();
  painter.setClipRect( mMapArea );
  const double width = static_cast<double>( mMapArea.width() ) / mColumns;
  const double height = static_cast<double>( mMapArea.height() ) / mRows;
  // Thin and light: the grid is for finding a place, the parcels are the map.
  painter.setPen( QPen( QColor( 60, 60, 60, 90 ), 1, Qt::DashLine ) );
  for ( int c = 1; c < mColumns; ++c )
    painter.drawLine( QPointF( mMapArea.left() + c * width, mMapArea.top() ), QPointF( mMapArea.left() + c * width, mMapArea.bottom() ) );
  for ( int r = 1; r < mRows; ++r )
    painter.drawLine( QPointF( mMapArea.left(), mMapArea.top() + r * height ), QPointF( mMapArea.right(), mMapArea.top() + r * height ) );
  QFont font( SwReportMapParts::FONT );
  font.setBold( true );
  font.setPixelSize( 12 );
  painter.setFont( font );
  constexpr double TAB = 18;
  auto tab = [&]( const QRectF &box, const QString &text )
  {
    painter.setPen( Qt::NoPen );
    painter.setBrush( QColor( 255, 255, 255, 230 ) );
    painter.drawRect( box );
    painter.setPen( QColor( 60, 60, 60 ) );
    painter.drawText( box, Qt::AlignCenter, text );
  };
  for ( int c = 0; c < mColumns; ++c )
    tab( QRectF( mMapArea.left() + ( c + 0.5 ) * width - TAB / 2, mMapArea.top() + 1, TAB, TAB ), QString( QChar( 'A' + c ) ) );
  for ( int r = 0; r < mRows; ++r )
    tab( QRectF( mMapArea.left() + 1, mMapArea.top() + ( r + 0.5 ) * height - TAB / 2, TAB + 4, TAB ), QString::number( r + 1 ) );
  painter.restore();
}
