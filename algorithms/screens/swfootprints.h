/***************************************************************************
  swfootprints.h: what stands on the ground, from the structure and
  improvement footprint layers (STRUCTURES, IMPROVEMENTS), and how much of
  a parcel it covers, each square foot once. Shared by the screens that read
  those layers, each with its own rule of which footprints count: the vacant
  parcel screen (definition IIII: oil wells, freeway signs, sheds, modular
  buildings and oil-field equipment are not structures; only permitted
  structures and approved improvements count when the roll says so) and the
  impervious area screen (every structure; only paved improvement types).
 ***************************************************************************/
#ifndef SWFOOTPRINTS_H
#define SWFOOTPRINTS_H

#include "screens/swfootprintcoverage.h"
#include "geometry/swfeatureindex.h"
#include "geometry/swgeos.h"
#include "core/swworkingcrs.h"

#include "qgsgeometry.h"

#include <QHash>
#include <QStringList>
#include <QVariant>

#include <vector>

class QgsProcessingFeedback;
class SwParameterReader;
class SwProfile;
struct SwParcel;

class SwFootprints
{
public:
  //! Which footprints count: the screen's rule, with the profile keys it reads.
  struct Rule
  {
    //! Profile list of the structure types that do not count; empty: every structure counts, whatever its type.
    QString excludedStructureTypes;
    //! When STRUCTURE_PERMITTED_FIELD is given, only structures marked permitted count.
    bool permittedOnly = false;
    //! Profile list of the improvement types that count.
    QString improvementTypes;
    /**
     * True: every improvement must have a type, from IMPROVEMENT_TYPE_FIELD
     * or else the layer's field 'type', or the layer is refused. False: the
     * types are read only when IMPROVEMENT_TYPE_FIELD is given, else every
     * improvement counts.
     */
    bool improvementTypeNeeded = false;
    //! When IMPROVEMENT_APPROVED_FIELD is given, only improvements marked approved count.
    bool approvedOnly = false;
    //! What a counting footprint is, for the log: "under the ordinance", "as impervious".
    QString counting;
  };

  //! What the counting footprints on one parcel come to.
  struct Cover
  {
    //! The union of the counting footprints on the parcel, clipped to it, square feet.
    double coveredSqft = 0;
    //! The parcel minus that union, square feet.
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

  //! Footprints count by \a rule (before loading).
  void setRule( const Rule &rule ) { mRule = rule; }

  /**
   * Loads STRUCTURES when given: the types the rule does not exclude (read
   * from STRUCTURE_TYPE_FIELD), only permitted ones when the rule says so
   * and STRUCTURE_PERMITTED_FIELD is given, and the ground it covers
   * (STRUCTURES_COVERAGE, or its extent). Notes for the run go to \a notes.
   */
  void loadStructures( const SwParameterReader &reader, const SwProfile &profile, QgsProcessingFeedback *feedback, QStringList &notes );
  /**
   * Loads IMPROVEMENTS when given: the rule's improvement types (see
   * Rule::improvementTypeNeeded), only approved ones when the rule says so
   * and IMPROVEMENT_APPROVED_FIELD is given, and the ground it covers.
   */
  void loadImprovements( const SwParameterReader &reader, const SwProfile &profile, QgsProcessingFeedback *feedback, QStringList &notes );

  //! True when STRUCTURES or IMPROVEMENTS were given.
  bool isUsed() const { return mHasStructures || mHasImprovements; }

  /**
   * The counting footprints on \a parcel, the area they cover and leave,
   * and whether the layers cover the parcel. With \a covered, also the
   * union of the footprints clipped to the parcel (polygons, in the
   * working CRS; null when none). Thread safe.
   */
  Cover cover( const SwParcel &parcel, QgsGeometry *covered = nullptr ) const;

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
  //! The area the pieces cover together, each square foot once; with \a covered, their union too.
  double coveredSqft( std::vector<Piece> &pieces, QgsGeometry *covered ) const;

  Rule mRule;
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

#endif // SWFOOTPRINTS_H
