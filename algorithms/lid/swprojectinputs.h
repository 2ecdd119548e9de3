/***************************************************************************
  swprojectinputs.h: what the counter knows about one proposed project, the
  inputs of the LID applicability rules. Every input may be unknown: an
  unknown input never counts as "no", it makes the categories it could
  decide undecided and is named in the answer's missing inputs.
 ***************************************************************************/
#ifndef SWPROJECTINPUTS_H
#define SWPROJECTINPUTS_H

#include <QMap>
#include <QVariant>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

struct SwProjectInputs
{
  std::optional<double> disturbedSqft;            //!< area cleared, graded or excavated
  std::optional<double> siteSqft;                 //!< the project's surface area
  std::optional<double> newImperviousSqft;        //!< impervious surface the project creates or adds
  std::optional<double> replacedImperviousSqft;   //!< existing impervious surface the project replaces or alters
  std::optional<double> existingImperviousSqft;   //!< impervious surface on the site before the project (0: an undeveloped site)
  std::optional<double> units;                    //!< residential units
  std::optional<double> addedUnits;               //!< dwelling units added to a multifamily structure
  std::optional<double> homeEnlargementPct;       //!< increase in the size of a single-family home, percent of its size
  std::optional<double> improvementValuePct;      //!< value of the improvements, percent of the existing improvements' value
  std::optional<double> parkingSpaces;            //!< parking spaces
  std::optional<double> dailyTrips;               //!< projected average daily traffic, vehicles a day
  std::optional<bool> habitatImpact;              //!< runoff likely to impact a sensitive species or habitat
  std::optional<bool> dischargesToEsa;            //!< runoff discharged directly to an environmentally sensitive area
  std::optional<bool> priorRequirements;          //!< the existing development was subject to post-construction requirements
  std::optional<bool> hillside;                   //!< the parcel is a hillside property (hillside screen)
  std::optional<QString> esaRelation;             //!< inside, directly_adjacent or outside (ESA screen)
  std::optional<QString> use;                     //!< one of the profile's uses, as given
  std::optional<QStringList> siteCharacteristics; //!< (Cudahy (7)(c)) fueling, maintenance...; empty list: none
  QString sic;                                    //!< SIC code as given (empty: not given)
  QString naics;                                  //!< NAICS code as given (empty: not given)
  QString exemption;                              //!< exemption ids claimed and "opt_in", as given (empty: none claimed)

  /**
   * Why an input is unknown when the reason is not simply "not given", by
   * input id ("hillside": "APN 7-001 is not in PARCELS"); said beside the
   * missing input.
   */
  QMap<QString, QString> unknownBecause;

  /**
   * A project as described by \a value, which gives each input by its id
   * (SwLidProfile::inputs(): "disturbed_sqft", "use", "sic", "habitat_impact"...)
   * as the applicant wrote it, null when not given. Numbers may carry
   * thousands separators; a value that is not a number (or not yes/no)
   * stays unknown, with why. The parcel's inputs (ESA relation, hillside)
   * are not read here.
   */
  static SwProjectInputs described( const std::function<QVariant( const QString &input )> &value );

  //! The number input \a id (SwLidProfile::inputs()), or nullptr for an id that is not a number of the project.
  static std::optional<double> SwProjectInputs::*numberOf( const QString &id );
  //! The yes/no input \a id, or nullptr.
  static std::optional<bool> SwProjectInputs::*flagOf( const QString &id );
};

#endif // SWPROJECTINPUTS_H
