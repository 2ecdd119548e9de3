/***************************************************************************
  swprojectparcels.h: what the screened parcels say about a project's site.
  A clerk screens the city once (stormwater:screenparcels) and answers
  projects against that layer: the parcel's esa_relation (ESA screen),
  hillside (hillside screen) and impervious_sqft (impervious screen) are
  found by APN, or by location for a project drawn as a point or polygon.
  A project over several parcels takes the strictest relation, hillside if
  any parcel is, and the sum of the impervious areas; a parcel a screen left
  undecided leaves that input unknown. An APN that names several parcels is
  not a project over several parcels: the applicant's lot is one of them and
  the data cannot say which, so an input they disagree on stays unknown.
 ***************************************************************************/
#ifndef SWPROJECTPARCELS_H
#define SWPROJECTPARCELS_H

#include "lid/swprojectinputs.h"
#include "core/swparcelnumberindex.h"

#include <limits> // FID_NULL needs it, and qgsfeatureid.h does not include it

#include "qgscoordinatereferencesystem.h"
#include "qgsfeatureid.h"
#include "qgsgeometry.h"
#include "qgsspatialindex.h"

#include <QVector>

class QgsFeatureSource;
class QgsFeedback;
class QgsCoordinateTransform;
class QgsCoordinateTransformContext;
class SwWorkingCrs;

class SwProjectParcels
{
public:
  //! The fields of the screened layer read here.
  static QString esaField() { return QStringLiteral( "esa_relation" ); }
  static QString hillsideField() { return QStringLiteral( "hillside" ); }
  static QString imperviousField() { return QStringLiteral( "impervious_sqft" ); }

  //! What the screened parcels say about a project's site for its design volume (SwProjectVolume).
  struct Site
  {
    std::optional<double> areaSqft;        //!< the parcels' area
    std::optional<double> isohyetIn;       //!< the 85th percentile depth over them (isohyet_in, else design_storm_in)
    std::optional<double> infeasibleShare; //!< infeasible_fraction
    std::optional<double> flowthroughInHr; //!< flowthrough_in_hr
  };

  /**
   * Reads \a parcels once: the APN of field \a apnField (-1: none), the
   * three screened fields it has, and, when \a byLocation, each parcel's
   * geometry in \a projectCrs for finding a project's parcels.
   */
  SwProjectParcels( QgsFeatureSource &parcels, int apnField, bool byLocation, const QgsCoordinateReferenceSystem &projectCrs, const QgsCoordinateTransformContext &transformContext, QgsFeedback *feedback );

  //! A yes/no as a layer holds it (true/false, yes/no, y/n, 1/0); nothing for null or anything else.
  static std::optional<bool> yesNo( const QVariant &value );

  //! The screened fields PARCELS lacks, each with what to run to get it.
  QStringList absentFields() const;

  /**
   * Fills \a project's parcel inputs (ESA relation, hillside, existing
   * impervious area unless already given) from the parcel with \a apn, or,
   * when \a apn is empty or not found and \a geometry is not null, from the
   * parcels the geometry falls on. When \a apn names several parcels, the
   * one \a parcel (a feature id: a parcel sheet is one parcel's) picks, or
   * those the project's \a geometry lies on, are the project's; otherwise
   * the inputs they agree on are used and the others stay unknown, saying
   * so. Returns the APNs used ("100-005 (2 parcels)"). \a site, when given,
   * gets the project's parcels' area and design volume figures (unknown
   * when the APN names several parcels and none is the project's).
   */
  QString fill( SwProjectInputs &project, const QString &apn, const QgsGeometry &geometry, QgsFeatureId parcel = FID_NULL, Site *site = nullptr ) const;

  //! True when \a apn names two or more parcels of the layer.
  bool isShared( const QString &apn ) const { return mByApn.isRepeated( apn ); }
  //! \a apns, each with how many parcels it names, the first ten and a count.
  QString sharedNamed( const QStringList &apns ) const { return mByApn.repeatedNamed( apns ); }

private:
  struct Parcel
  {
    QgsFeatureId id = FID_NULL;
    QString apn;
    QVariant esa;
    QVariant hillside;
    QVariant impervious;
    QgsGeometry geometry;
    //! The design volume's figures of the parcel (Site); null when the layer has none.
    QVariant isohyet;
    QVariant infeasible;
    QVariant flowthrough;
    std::optional<double> areaSqft;
  };
  void combine( SwProjectInputs &project, const QList<int> &parcels, const QString &where ) const;
  //! \a geometry's area in square feet in \a working (moved there by \a toWorking); nothing when it has none.
  static std::optional<double> areaSqft( QgsGeometry geometry, const SwWorkingCrs &working, const QgsCoordinateTransform &toWorking );
  //! The area-weighted figures of \a parcels; each unknown when one parcel lacks it.
  Site siteOf( const QList<int> &parcels ) const;
  //! fill() for an APN naming the parcels \a named (positions in mParcels).
  QString fillShared( SwProjectInputs &project, const QList<long long> &named, const QgsGeometry &geometry, QgsFeatureId parcel, Site *site ) const;
  //! The parcels (positions) \a geometry lies on; none for a null geometry or when read without geometry.
  QList<int> under( const QgsGeometry &geometry ) const;
  //! The inputs the parcels \a places, all numbered \a apn, agree on; the others unknown, with their values.
  void combineShared( SwProjectInputs &project, const QString &apn, const QList<long long> &places ) const;

  QVector<Parcel> mParcels;
  SwParcelNumberIndex mByApn; //!< positions in mParcels
  QgsSpatialIndex mIndex;
  bool mHasEsa = false;
  bool mHasHillside = false;
  bool mHasImpervious = false;
};

#endif // SWPROJECTPARCELS_H
