/***************************************************************************
  swlidprofile.h: a city's LID applicability rules read from its profile
  (lid.uses, lid.plans, lid.categories, lid.redevelopment_scope,
  lid.exemptions) into a checked model. Each category is a list of
  conditions that must all hold; a threshold keeps the comparison the code
  words ("or more" >=, "more than" >, "less than" <) and the code's words,
  so an answer can quote them. Nothing here knows a city: every number,
  list and citation comes from the profile.
 ***************************************************************************/
#ifndef SWLIDPROFILE_H
#define SWLIDPROFILE_H

#include "core/swprofile.h"

#include <QList>
#include <QString>
#include <QStringList>

//! One condition of a category: a threshold, a use, a yes/no, a relation, new or redevelopment, or any of several.
struct SwLidCondition
{
  enum class Kind
  {
    Threshold,   //!< a number input compared with a value
    Uses,        //!< the project is one of these uses
    Flag,        //!< a yes/no input is this
    Relation,    //!< a text input (or one of a list of them, as site characteristics) is one of these values
    Development, //!< new development (no existing impervious surface) or redevelopment
    Any,         //!< at least one of several conditions
    All,         //!< every one of several conditions (inside an any)
  };
  Kind kind = Kind::Threshold;
  QString input;               //!< the input id (Threshold, Flag, Relation)
  QString op;                  //!< >=, >, <=, < (Threshold)
  double value = 0;            //!< the threshold, in the input's unit
  bool flag = true;            //!< Flag
  QStringList values;          //!< Uses, Relation; Development: "new" or "redevelopment"
  QString words;               //!< the code's words for it
  QList<SwLidCondition> parts; //!< Any, All
};

//! A part of a plan a category's project gets (a small site's LID manual category).
struct SwLidVariant
{
  QString text;
  QString citation;
  QList<SwLidCondition> when;
};

struct SwLidCategory
{
  QString id;
  //! The plans the category asks for, in the profile's order of plans (Cudahy: a SWMP and post-construction treatment controls).
  QStringList plans;
  QString text;
  QString citation;
  //! Applies only when no other category does ("projects not listed in ...").
  bool onlyIfNoOther = false;
  QList<SwLidCondition> when;
  QList<SwLidVariant> variants;
};

struct SwLidUse
{
  QString id;
  QString text;
  bool residential = false;
  QStringList sic;
  QStringList naics;
  QString citation;
  //! Why the code's list of codes is not known in full (empty: the lists are the code's): an unlisted code then leaves the use open.
  QString codesIncomplete;
};

struct SwLidPlan
{
  QString id;
  QString text;
  QString citation;
};

//! On an already developed site: the altered share that decides how much of the project is mitigated.
struct SwLidScopeRule
{
  QString id;
  QStringList plans;
  QString op;
  double percent = 0;
  QString scope; //!< entire_project or altered_portion_only
  QString words;
  QString citation;
};

/**
 * When the code's percent clauses reach a redevelopment at all (Signal Hill:
 * a redevelopment of 5,000 sq ft or more under definition HHH whose existing
 * development was not subject to post-construction requirements); a project
 * they do not reach gets the scope \a otherwise.
 */
struct SwLidScopeReach
{
  QString id;
  QStringList plans;
  QList<SwLidCondition> when;
  QString otherwise; //!< entire_project or altered_portion_only
  QString words;
  QString citation;
};

struct SwLidExemption
{
  QString id;
  QString text;
  QString citation;
  QString optInCitation; //!< the clause that lets an exempt project opt in; empty: no opt-in
};

//! An input the rules read: its id, kind, unit, and what the clerk asks for when it is missing.
struct SwLidInput
{
  QString id;
  SwLidCondition::Kind kind;
  QString unit;
  QString missing;
};

class SwLidProfile
{
public:
  //! Reads and checks the lid.* rules of \a profile; throws QgsProcessingException naming the rule and the object.
  static SwLidProfile fromProfile( const SwProfile &profile );

  //! The inputs a condition may read (disturbed_sqft, site_sqft, ...).
  static const QList<SwLidInput> &inputs();
  static const SwLidInput *input( const QString &id );

  //! The code's comparison in words: ">=" is "or more".
  static QString opWords( const QString &op );
  //! A figure with its comparison as the code words it: "50% or more", "more than 50%", "less than 50%".
  static QString compared( const QString &op, const QString &figure );
  //! Compares as the code words it.
  static bool compare( double value, const QString &op, double threshold );

  bool required = false;
  QString code;
  QList<SwLidUse> uses;
  QList<SwLidPlan> plans;
  QList<SwLidCategory> categories;
  QList<SwLidScopeRule> scopeRules;
  QList<SwLidScopeReach> scopeReach;
  QList<SwLidExemption> exemptions;

  const SwLidUse *use( const QString &id ) const;
  const SwLidPlan *plan( const QString &id ) const;
  const SwLidExemption *exemption( const QString &id ) const;
  QStringList useIds() const;
  QStringList exemptionIds() const;
};

#endif // SWLIDPROFILE_H
