/***************************************************************************
  swesascreen.h: the ESA adjacency screen. A parcel is `inside` an
  environmentally sensitive area when it overlaps one, `directly_adjacent`
  when its nearest edge is within the profile's distance (Signal Hill
  definition S: 200 ft, 200.0 included), else `outside`. Significant
  Ecological Areas are ESAs (definition X), so any number of layers count
  together.
 ***************************************************************************/
#ifndef SWESASCREEN_H
#define SWESASCREEN_H

#include "geometry/swfeatureindex.h"
#include "pipeline/swscreen.h"

class SwEsaScreen : public SwScreen
{
public:
  SwEsaScreen();
  void addParameters( SwParameterSink &sink, bool combined ) const override;
  QString fieldsHelp() const override;
  void prepare( const QVariantMap &parameters, QgsProcessingContext &context, QgsProcessingFeedback *feedback, const SwScreenSetup &setup ) override;
  QgsAttributes evaluate( const SwParcel &parcel ) const override;
  QString flag( const QgsAttributes &row ) const override;
  QList<SwFlagWords> flagWords() const override;
  QList<SwReportColumn> reportColumns() const override;
  QStringList reportCells( const QgsAttributes &row ) const override;

  //! The sensitive areas grown by their contiguous zone and the adjacency distance, dissolved, in the working CRS.
  QgsGeometry adjacencyZone() const;
  //! How far from an area a parcel is still directly adjacent: its contiguous zone's width and the distance beyond it.
  double distanceFeet() const { return mZoneFeet + mDistanceFeet; }

  static QString inside() { return QStringLiteral( "inside" ); }
  static QString directlyAdjacent() { return QStringLiteral( "directly_adjacent" ); }
  static QString outside() { return QStringLiteral( "outside" ); }

private:
  //! "directly adjacent (within 200 ft)", with the contiguous zone when there is one.
  QString adjacentWords( const QString &relation ) const;

  SwFeatureIndex mAreas;
  SwWorkingCrs mWorking = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  double mDistanceFeet = 200;
  //! Definition S measures from "the contiguous zone required for the continued maintenance, function, and structural stability" of the area.
  double mZoneFeet = 0;
  double mSearchFeet = 5280;
  QString mInsideCitation;
  QString mAdjacentCitation;
};

#endif // SWESASCREEN_H
