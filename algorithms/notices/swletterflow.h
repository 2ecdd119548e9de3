/***************************************************************************
  swletterflow.h: the letter's text blocks laid out for each letter's own
  words, as a word processor would: each block as tall as its text, the
  next below it, the map taking the room that is left on page 1. A long
  trust name or a two-line owner never slides under the next block, and a
  short letter leaves no empty bands. What still does not fit its page is
  said, by notice, never cut silently.

  It works on the built-in template's items by their ids (heading, intro,
  parcels, total, parcel map, map caption; steps, quotations, contact,
  signature, enclosure); a city's own template without them keeps its
  own layout.
 ***************************************************************************/
#ifndef SWLETTERFLOW_H
#define SWLETTERFLOW_H

#include "qgsfeature.h"

#include <QHash>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <QFont>

class QgsLayout;
class QgsLayoutItemMap;
class QgsLayoutItem;

class SwLetterFlow
{
public:
  //! Finds the template's blocks in \a layout; \a minMapHeightMm: the map shrinks no further.
  explicit SwLetterFlow( QgsLayout &layout, double minMapHeightMm = 60 );

  //! True when the layout has the blocks to arrange.
  bool isActive() const { return mActive; }

  /**
   * Arranges the blocks for the letter of \a feature (the atlas feature,
   * whose words the labels show). Returns what did not fit, empty when
   * everything did.
   */
  QString arrange( const QgsFeature &feature );

private:
  //! A label of the template, read from its XML (QGIS's label header cannot be built against on every platform).
  struct Block
  {
    QgsLayoutItem *label = nullptr;
    QString source; //!< the template's text, with its expressions
    QFont font;
    double marginX = 0, marginY = 0;
  };
  //! The height in mm that \a block needs for \a text at its width (Qt's word wrap, as the label draws it).
  static double textHeightMm( const Block &block, const QString &text );
  //! \a block's words for the current atlas feature.
  static QString textOf( const Block &block );
  Block block( const QString &id ) const;
  //! Puts \a block's label at \a top with the height its words need; returns its bottom.
  double place( const Block &block, double top, double maxBottom, QStringList &overflow );

  QgsLayout &mLayout;
  double mMinMapHeightMm = 60;
  bool mActive = false;
  QHash<QString, Block> mBlocks;
  QgsLayoutItemMap *mMap = nullptr;
  QgsLayoutItem *mScaleBar = nullptr;
  QgsLayoutItem *mNorthArrow = nullptr;
  double mPage1Bottom = 0; //!< top of page 1's page number
  double mPage2Bottom = 0; //!< top of page 2's page number
  double mHeadingTop = 0;  //!< the heading's place in the template, below the address and dates
};

#endif // SWLETTERFLOW_H
