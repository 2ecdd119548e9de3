/***************************************************************************
  swvacantfootprints.h: the evidence of improvement on the ground. Loads the
  structure and permanent improvement footprints that count under the
  ordinance (definition IIII: oil wells, freeway signs, sheds, modular
  buildings and oil-field equipment are not structures; only permitted
  structures and approved improvements count when the roll says so), and
  measures how much of a parcel they cover.
 ***************************************************************************/
#ifndef SWVACANTFOOTPRINTS_H
#define SWVACANTFOOTPRINTS_H

#include "screens/vacant/swfootprintcoverage.h"
#include "geometry/swfeatureindex.h"
#include "geometry/swgeos.h"
#include "core/swworkingcrs.h"

#include <QHash>
#include <QStringList>
#include <QVariant>

#include <vector>

class QgsProcessingFeedback;
class SwParameterReader;
class SwProfile;
struct SwParcel;

class SwVacantFootprints
{
public:
  //! What the counting footprints on one parcel come to.
  struct Cover
  {
    //! The parcel minus the union of its footprints, square feet.
    double unimprovedSqft = 0;
    int structures = 0;
    int improvements = 0;
    //! How much of the parcel lies where every footprint layer was drawn.
    SwFootprintCoverage::Reach reach = SwFootprintCoverage::Reach::Whole;
    //! The ground that misses the parcel (or part of it), in the planner's words; empty when the parcel is covered.
    QString uncovered;
    //! True when anything counting stands on the parcel.
    bool any() const { return structures > 0 || improvements > 0; }
  };

  //! A type as the profile lists it: lower case, spaces and hyphens as single underscores.
  static QString normalisedType( const QString &type );
  //! The same for a field's value, remembering each value's answer in \a seen.
  static QString normalisedType( const QVariant &type, QHash<QString, QString> &seen );

  /**
   * Measures in \a working; a footprint overlapping a parcel by less than
   * \a toleranceSqft is a digitizing sliver of a neighbour's footprint.
   */
  void setMeasure( const SwWorkingCrs &working, double toleranceSqft );

  /**
   * Loads STRUCTURES when given: only the types the profile does not list
   * in vacant.non_structure_types, and only permitted ones when
   * STRUCTURE_PERMITTED_FIELD is given, and the ground it covers
   * (STRUCTURES_COVERAGE, or its extent). Notes for the run go to \a notes.
   */
  void loadStructures( const SwParameterReader &reader, const SwProfile &profile, QgsProcessingFeedback *feedback, QStringList &notes );
  /**
   * Loads IMPROVEMENTS when given: only the profile's
   * vacant.improvement_types when IMPROVEMENT_TYPE_FIELD is given, and only
   * approved ones when IMPROVEMENT_APPROVED_FIELD is given.
   */
  void loadImprovements( const SwParameterReader &reader, const SwProfile &profile, QgsProcessingFeedback *feedback, QStringList &notes );

  //! True when STRUCTURES or IMPROVEMENTS were given.
  bool isUsed() const { return mHasStructures || mHasImprovements; }

  //! The counting footprints on \a parcel, the unimproved area they leave, and whether the layers cover it. Thread safe.
  Cover cover( const SwParcel &parcel ) const;

  //! The footprints' names and extent, for a warning when none meets any parcel: "STRUCTURES layer 'buildings'".
  QStringList layerNames() const { return mLayerNames; }
  //! The ground each footprint layer covers, in the planner's words.
  QStringList coverage() const;
  //! Union of the loaded footprints' boxes in the working CRS.
  QgsRectangle extent() const;
  //! Features loaded from the footprint layers, counting ones.
  long long loaded() const { return static_cast<long long>( mStructures.size() ) + mImprovements.size(); }

private:
  //! The part of a parcel one footprint covers: the footprint itself when it stands wholly on the lot, else its clipped part.
  struct Piece
  {
    const GEOSGeometry *geometry = nullptr;
    geos::unique_ptr clipped; //!< owns geometry: the clipped part, or the footprint rebuilt from the packed index
    QgsRectangle bbox;        //!< contains the piece
    double sqft = 0;
  };

  /**
   * Adds to \a pieces the parts of the parcel covered by footprints of
   * \a index that overlap it by the digitizing tolerance or more, and
   * counts them. \a preparedParcel is prepared on first need and reused.
   */
  void collect( const SwFeatureIndex &index, const SwParcel &parcel, SwGeos::PreparedPtr &preparedParcel, std::vector<Piece> &pieces, int &count ) const;
  //! The area the pieces cover together, each square foot once.
  double coveredSqft( std::vector<Piece> &pieces ) const;

  SwWorkingCrs mWorking = SwWorkingCrs( QgsCoordinateReferenceSystem( SwWorkingCrs::defaultAuthId() ) );
  double mToleranceSqft = 1;
  bool mHasStructures = false;
  bool mHasImprovements = false;
  SwFeatureIndex mStructures;
  SwFeatureIndex mImprovements;
  SwFootprintCoverage mStructuresCoverage;
  SwFootprintCoverage mImprovementsCoverage;
  QStringList mLayerNames;
};

#endif // SWVACANTFOOTPRINTS_H
