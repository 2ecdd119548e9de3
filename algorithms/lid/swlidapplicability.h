/***************************************************************************
  swlidapplicability.h: the counter's question for one proposed project:
  does it need post-construction (LID) storm water mitigation, under which
  categories of the city's code, which plan, and is the entire project or
  only the altered portion mitigated.

  Every condition is answered yes, no or unknown. A category is yes when all
  its conditions are, no as soon as one is no, and unknown otherwise; an
  unknown input is never read as "no". The project needs LID when a category
  is yes; it does not when every category is no (or it is exempt); otherwise
  the answer is undecided and names the inputs the clerk must ask for.
 ***************************************************************************/
#ifndef SWLIDAPPLICABILITY_H
#define SWLIDAPPLICABILITY_H

#include "lid/swlidprofile.h"
#include "lid/swprojectinputs.h"

#include <QString>
#include <QStringList>

#include <optional>

//! The answer for one project, as the output layer carries it.
struct SwLidAnswer
{
  QString lidRequired;              //!< yes, no or undecided
  QStringList categoryIds;          //!< the categories that apply, by profile id
  QString categories;               //!< each category that applies, with its clause
  QString plan;                     //!< plan ids joined with "+"; "none"; empty while undecided
  QString scope;                    //!< entire_project, altered_portion_only, or empty (undecided or not set by the code for the plan)
  QString exemption;                //!< the exemption claimed, with its clause (and the opt-in)
  QStringList missing;              //!< what the clerk must ask for, in words, when something is undecided
  std::optional<double> alteredPct; //!< new or replaced impervious over existing impervious, percent
  QString reason;
  QString citation;
  QString status; //!< ok, undecided, undecided_plan, undecided_scope
};

class SwLidApplicability
{
public:
  explicit SwLidApplicability( const SwLidProfile &profile );

  //! Answers one project; thread-safe (reads the profile only).
  SwLidAnswer evaluate( const SwProjectInputs &project ) const;

  //! A number as the answer writes it: 5,000 or 12.5.
  static QString number( double value );

private:
  enum class Truth
  {
    No,
    Yes,
    Unknown,
  };
  struct Outcome
  {
    Truth truth = Truth::No;
    QStringList missing;
  };

  Outcome all( const QList<SwLidCondition> &conditions, const SwProjectInputs &project ) const;
  Outcome any( const QList<SwLidCondition> &conditions, const SwProjectInputs &project ) const;
  Outcome combine( const QList<SwLidCondition> &conditions, const SwProjectInputs &project, Truth decisive ) const;
  Outcome test( const SwLidCondition &condition, const SwProjectInputs &project ) const;
  Outcome isUse( const QStringList &uses, const SwProjectInputs &project ) const;
  QString missingWords( const QString &input, const SwProjectInputs &project, const QString &problem = QString() ) const;
  void decideScope( const QStringList &plans, const QStringList &categoryCitations, const SwProjectInputs &project, SwLidAnswer &answer, QStringList &reasons, QStringList &citations ) const;

  SwLidProfile mProfile;
};

#endif // SWLIDAPPLICABILITY_H
