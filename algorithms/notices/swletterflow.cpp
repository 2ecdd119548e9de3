/***************************************************************************
  swletterflow.cpp: each letter's blocks stacked at the heights their
  words need, the map fitted into what page 1 has left.
 ***************************************************************************/
#include "notices/swletterflow.h"
#include "core/compat.h"

#include "qgsexpression.h"
#include "qgsexpressioncontext.h"
#include "qgslayout.h"
#include "qgsfontutils.h"
#include "qgslayoutitemregistry.h"
#include "qgsreadwritecontext.h"
#include "qgslayoutitemmap.h"
#include "qgslayoututils.h"
#include "qgslayoutpagecollection.h"

#include <QDomDocument>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace
{
  // Space between blocks, mm: a blank half line at 10 pt.
  constexpr double GAP_MM = 2.0;

  const QStringList PAGE1_TEXT{ QStringLiteral( "heading" ), QStringLiteral( "intro" ), QStringLiteral( "parcels" ), QStringLiteral( "total" ) };
} // namespace

SwLetterFlow::SwLetterFlow( QgsLayout &layout, double minMapHeightMm )
  : mLayout( layout )
  , mMinMapHeightMm( minMapHeightMm )
{
  QList<QgsLayoutItem *> items;
  layout.layoutItems( items );
  for ( QgsLayoutItem *item : items )
  {
    if ( item->type() != QgsLayoutItemRegistry::LayoutLabel )
      continue;
    QDomDocument document;
    QDomElement parent = document.createElement( QStringLiteral( "Items" ) );
    document.appendChild( parent );
    item->writeXml( parent, document, QgsReadWriteContext() );
    const QDomElement element = parent.firstChildElement( QStringLiteral( "LayoutItem" ) );
    Block block;
    block.label = item;
    block.source = element.attribute( QStringLiteral( "labelText" ) );
    block.marginX = element.attribute( QStringLiteral( "marginX" ), QStringLiteral( "0" ) ).toDouble();
    block.marginY = element.attribute( QStringLiteral( "marginY" ), QStringLiteral( "0" ) ).toDouble();
    block.font = QFont( QStringLiteral( "Sans" ), 10 );
    QgsFontUtils::setFromXmlChildNode( block.font, element, QStringLiteral( "LabelFont" ) );
    mBlocks.insert( item->id(), block );
  }
  QList<QgsLayoutItemMap *> maps;
  layout.layoutItems( maps );
  for ( QgsLayoutItemMap *map : maps )
    if ( map->id() == QLatin1String( "parcel map" ) )
      mMap = map;
  mScaleBar = layout.itemById( QStringLiteral( "scale bar" ) );
  mNorthArrow = layout.itemById( QStringLiteral( "north arrow" ) );
  const QStringList needed = PAGE1_TEXT + QStringList{ QStringLiteral( "map caption" ), QStringLiteral( "page number 1" ), QStringLiteral( "steps" ), QStringLiteral( "quotations" ), QStringLiteral( "contact" ), QStringLiteral( "signature" ), QStringLiteral( "enclosure" ), QStringLiteral( "page number 2" ), QStringLiteral( "address block" ), QStringLiteral( "dates" ) };
  mActive = mMap && layout.pageCollection()->pageCount() == 2;
  for ( const QString &id : needed )
    mActive = mActive && mBlocks.contains( id );
  if ( !mActive )
    return;
  mPage1Bottom = mBlocks.value( QStringLiteral( "page number 1" ) ).label->pos().y();
  mPage2Bottom = mBlocks.value( QStringLiteral( "page number 2" ) ).label->pos().y();
  mHeadingTop = mBlocks.value( QStringLiteral( "heading" ) ).label->pos().y();
}

SwLetterFlow::Block SwLetterFlow::block( const QString &id ) const
{
  return mBlocks.value( id );
}

double SwLetterFlow::textHeightMm( const Block &block, const QString &text )
{
  return swLabelTextHeightMm( block.label, block.font, text, block.label->rect().width() - 2 * block.marginX ) + 2 * block.marginY;
}

QString SwLetterFlow::textOf( const Block &block )
{
  QgsExpressionContext context = block.label->createExpressionContext();
  return QgsExpression::replaceExpressionText( block.source, &context );
}

double SwLetterFlow::place( const Block &block, double top, double maxBottom, QStringList &overflow )
{
  QgsLayoutItem *label = block.label;
  const QString text = textOf( block );
  // A little more than the text needs: font hinting in the PDF may differ from the measure by a hair.
  const double height = text.trimmed().isEmpty() ? 0 : std::ceil( ( textHeightMm( block, text ) + 0.6 ) * 10 ) / 10;
  label->attemptMove( QgsLayoutPoint( label->pos().x(), top, SW_LAYOUT_UNIT( Millimeters ) ), false, false );
  label->attemptResize( QgsLayoutSize( label->rect().width(), std::max( height, 0.1 ), SW_LAYOUT_UNIT( Millimeters ) ) );
  if ( top + height > maxBottom + 0.05 )
    overflow << label->id();
  return top + height;
}

QString SwLetterFlow::arrange( const QgsFeature &feature )
{
  if ( !mActive )
    return QString();
  QStringList overflow;

  // Page 1: the address block and the dates grow down as far as they need (the heading moves
  // down below the lower of them), so they cannot overflow.
  const Block address = block( QStringLiteral( "address block" ) );
  const Block dates = block( QStringLiteral( "dates" ) );
  const double addressBottom = place( address, address.label->pos().y(), mPage1Bottom, overflow );
  const double datesBottom = place( dates, dates.label->pos().y(), mPage1Bottom, overflow );
  double y = std::max( mHeadingTop, std::max( addressBottom, datesBottom ) + GAP_MM );
  for ( const QString &id : PAGE1_TEXT )
    y = place( block( id ), y, mPage1Bottom, overflow ) + GAP_MM;

  // The map takes what is left above its caption.
  const Block caption = block( QStringLiteral( "map caption" ) );
  const double captionHeight = textHeightMm( caption, textOf( caption ) ) + 0.6;
  const double captionTop = mPage1Bottom - GAP_MM - captionHeight;
  const double mapTop = y;
  double mapHeight = captionTop - GAP_MM - mapTop;
  if ( mapHeight < mMinMapHeightMm )
  {
    overflow << QObject::tr( "the map (%1 mm left for it)" ).arg( std::max( 0.0, mapHeight ), 0, 'f', 0 );
    mapHeight = mMinMapHeightMm;
  }
  mMap->attemptMove( QgsLayoutPoint( mMap->pos().x(), mapTop, SW_LAYOUT_UNIT( Millimeters ) ), false, false );
  mMap->attemptResize( QgsLayoutSize( mMap->rect().width(), mapHeight, SW_LAYOUT_UNIT( Millimeters ) ) );
  // The resize keeps the map's centre and width: the owner's parcels must still show whole.
  if ( feature.hasGeometry() )
  {
    QgsRectangle wanted = feature.geometry().boundingBox();
    wanted.grow( std::max( wanted.width(), wanted.height() ) * 0.35 + 1 );
    if ( !mMap->extent().contains( wanted ) )
      mMap->zoomToExtent( wanted );
  }
  if ( mNorthArrow )
    mNorthArrow->attemptMove( QgsLayoutPoint( mNorthArrow->pos().x(), mapTop + 2, SW_LAYOUT_UNIT( Millimeters ) ), false, false );
  if ( mScaleBar )
    mScaleBar->attemptMove( QgsLayoutPoint( mScaleBar->pos().x(), mapTop + mapHeight - mScaleBar->rect().height() - 2, SW_LAYOUT_UNIT( Millimeters ) ), false, false );
  place( caption, mapTop + mapHeight + GAP_MM, mPage1Bottom, overflow );

  // Page 2: what to do, the code's words, then contact and signature side by side, the enclosure.
  y = block( QStringLiteral( "steps" ) ).label->pos().y();
  y = place( block( QStringLiteral( "steps" ) ), y, mPage2Bottom, overflow ) + GAP_MM;
  y = place( block( QStringLiteral( "quotations" ) ), y, mPage2Bottom, overflow ) + GAP_MM;
  const double contactBottom = place( block( QStringLiteral( "contact" ) ), y, mPage2Bottom, overflow );
  const double signatureBottom = place( block( QStringLiteral( "signature" ) ), y, mPage2Bottom, overflow );
  y = std::max( contactBottom, signatureBottom ) + GAP_MM;
  place( block( QStringLiteral( "enclosure" ) ), y, mPage2Bottom, overflow );
  return overflow.join( QLatin1String( ", " ) );
}
