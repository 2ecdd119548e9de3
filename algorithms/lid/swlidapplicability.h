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
  std::optional<double> alteredPct; //!< replaced (altered) impervious over existing impervious, percent
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
  //! The categories sorted by their outcome for one project.
  struct Sorted
  {
    QList<const SwLidCategory *> yes, unknown, fallbackYes, fallbackUnknown;
    QStringList missing, fallbackMissing;
  };
  //! What the answer is being built from: the answer, its reasons and citations.
  struct Draft
  {
    SwLidAnswer answer;
    QStringList reasons;
    QStringList citations;
  };

  // The conditions, as the code words them.
  Outcome all( const QList<SwLidCondition> &conditions, const SwProjectInputs &project ) const;
  Outcome any( const QList<SwLidCondition> &conditions, const SwProjectInputs &project ) const;
  Outcome combine( const QList<SwLidCondition> &conditions, const SwProjectInputs &project, Truth decisive ) const;
  Outcome test( const SwLidCondition &condition, const SwProjectInputs &project ) const;
  Outcome threshold( const SwLidCondition &condition, const SwProjectInputs &project ) const;
  Outcome createdOrReplaced( const SwLidCondition &condition, const SwProjectInputs &project ) const;
  Outcome relation( const SwLidCondition &condition, const SwProjectInputs &project ) const;
  Outcome isUse( const QStringList &uses, const SwProjectInputs &project ) const;
  QString missingWords( const QString &input, const SwProjectInputs &project, const QString &problem = QString() ) const;

  // The questions of the code, in its order: exempt? which categories? which plan? how much is mitigated?
  bool decideExemption( const SwProjectInputs &project, Draft &draft ) const;
  Sorted sortCategories( const SwProjectInputs &project ) const;
  void decideCategories( const SwProjectInputs &project, Draft &draft ) const;
  void answerUndecided( const Sorted &sorted, Draft &draft ) const;
  void answerRequired( const QList<const SwLidCategory *> &applying, const QList<const SwLidCategory *> &unknown, bool planDecided, const SwProjectInputs &project, Draft &draft ) const;
  QString categoryText( const SwLidCategory &category, const SwProjectInputs &project, QStringList &citations, Draft &draft ) const;
  QStringList plansOf( const QList<const SwLidCategory *> &categories ) const;
  void decideScope( const QStringList &plans, const QStringList &categoryCitations, const SwProjectInputs &project, Draft &draft ) const;
  void scopeByShare( const QString &plan, double percent, const QString &share, Draft &draft ) const;
  std::optional<double> alteredShare( const SwProjectInputs &project, Draft &draft ) const;

  SwLidProfile mProfile;
};

#endif // SWLIDAPPLICABILITY_H
