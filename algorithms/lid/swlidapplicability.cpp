/***************************************************************************
  swlidapplicability.cpp: one project against a city's LID categories,
  exemptions and redevelopment rule (see the header for the logic).
 ***************************************************************************/
#include "lid/swlidapplicability.h"

#include <QLocale>
#include <QObject>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace
{
  std::optional<double> numberInput( const SwProjectInputs &project, const QString &id )
  {
    if ( id == QLatin1String( "disturbed_sqft" ) )
      return project.disturbedSqft;
    if ( id == QLatin1String( "site_sqft" ) )
      return project.siteSqft;
    if ( id == QLatin1String( "new_impervious_sqft" ) )
      return project.newImperviousSqft;
    if ( id == QLatin1String( "existing_impervious_sqft" ) )
      return project.existingImperviousSqft;
    if ( id == QLatin1String( "units" ) )
      return project.units;
    if ( id == QLatin1String( "parking_spaces" ) )
      return project.parkingSpaces;
    if ( id == QLatin1String( "daily_trips" ) )
      return project.dailyTrips;
    return std::nullopt;
  }

  std::optional<bool> flagInput( const SwProjectInputs &project, const QString &id )
  {
    if ( id == QLatin1String( "habitat_impact" ) )
      return project.habitatImpact;
    if ( id == QLatin1String( "hillside" ) )
      return project.hillside;
    return std::nullopt;
  }

  void addOnce( QStringList &list, const QStringList &items )
  {
    for ( const QString &item : items )
    {
      if ( !list.contains( item ) )
        list << item;
    }
  }

  //! A code as typed or as a number field gives it: " 5812 ", 5812.0.
  QString normalizedCode( const QString &code )
  {
    QString text = code.trimmed();
    static const QRegularExpression trailingZeros( QStringLiteral( "^(\\d+)\\.0*$" ) );
    const QRegularExpressionMatch match = trailingZeros.match( text );
    return match.hasMatch() ? match.captured( 1 ) : text;
  }
} // namespace

SwLidApplicability::SwLidApplicability( const SwLidProfile &profile )
  : mProfile( profile )
{
}

QString SwLidApplicability::number( double value )
{
  const QLocale english( QLocale::English, QLocale::UnitedStates );
  if ( std::fabs( value - std::round( value ) ) < 1e-9 )
    return english.toString( static_cast<qlonglong>( std::llround( value ) ) );
  QString text = english.toString( value, 'f', 2 );
  while ( text.endsWith( QLatin1Char( '0' ) ) )
    text.chop( 1 );
  return text;
}

QString SwLidApplicability::missingWords( const QString &input, const SwProjectInputs &project, const QString &problem ) const
{
  QString words;
  if ( input == QLatin1String( "use" ) )
    words = QObject::tr( "the project use (one of %1)" ).arg( mProfile.useIds().join( QLatin1String( ", " ) ) );
  else if ( const SwLidInput *known = SwLidProfile::input( input ) )
    words = known->missing;
  else
    words = input;
  const QString because = !problem.isEmpty() ? problem : project.unknownBecause.value( input );
  return because.isEmpty() ? words : QStringLiteral( "%1: %2" ).arg( words, because );
}

SwLidApplicability::Outcome SwLidApplicability::isUse( const QStringList &uses, const SwProjectInputs &project ) const
{
  const QString declared = project.use ? project.use->trimmed().toLower() : QString();
  const bool declaredKnown = !declared.isEmpty() && mProfile.use( declared );
  if ( declaredKnown && uses.contains( declared ) )
    return { Truth::Yes, {} };
  // A code the profile gives a use makes the project that use, whatever else it says.
  const QString sic = normalizedCode( project.sic );
  const QString naics = normalizedCode( project.naics );
  bool allCoded = true;
  for ( const QString &id : uses )
  {
    const SwLidUse *use = mProfile.use( id );
    if ( ( !sic.isEmpty() && use->sic.contains( sic ) ) || ( !naics.isEmpty() && use->naics.contains( naics ) ) )
      return { Truth::Yes, {} };
    // A use known by its codes alone is decided by the codes given ("no code of it": not it).
    const bool coded = ( !use->sic.isEmpty() && !sic.isEmpty() ) || ( !use->naics.isEmpty() && !naics.isEmpty() );
    allCoded = allCoded && coded;
  }
  if ( declaredKnown || allCoded )
    return { Truth::No, {} };
  if ( !declared.isEmpty() )
    return { Truth::Unknown, { missingWords( QStringLiteral( "use" ), project, QObject::tr( "'%1' is not one of them" ).arg( project.use->trimmed() ) ) } };
  return { Truth::Unknown, { missingWords( QStringLiteral( "use" ), project ) } };
}

SwLidApplicability::Outcome SwLidApplicability::test( const SwLidCondition &condition, const SwProjectInputs &project ) const
{
  switch ( condition.kind )
  {
    case SwLidCondition::Kind::Any:
      return any( condition.any, project );
    case SwLidCondition::Kind::Uses:
      return isUse( condition.values, project );
    case SwLidCondition::Kind::Development:
    {
      const std::optional<double> existing = project.existingImperviousSqft;
      if ( !existing || *existing < 0 )
        return { Truth::Unknown, { missingWords( QStringLiteral( "existing_impervious_sqft" ), project, existing ? QObject::tr( "%1 is not an area" ).arg( number( *existing ) ) : QString() ) } };
      const bool redevelopment = *existing > 0;
      return { ( redevelopment == ( condition.values.value( 0 ) == QLatin1String( "redevelopment" ) ) ) ? Truth::Yes : Truth::No, {} };
    }
    case SwLidCondition::Kind::Threshold:
    {
      const std::optional<double> value = numberInput( project, condition.input );
      if ( !value || !std::isfinite( *value ) || *value < 0 )
        return { Truth::Unknown, { missingWords( condition.input, project, value ? QObject::tr( "%1 is not a count or an area" ).arg( *value ) : QString() ) } };
      return { SwLidProfile::compare( *value, condition.op, condition.value ) ? Truth::Yes : Truth::No, {} };
    }
    case SwLidCondition::Kind::Flag:
    {
      const std::optional<bool> value = flagInput( project, condition.input );
      if ( !value )
        return { Truth::Unknown, { missingWords( condition.input, project ) } };
      return { *value == condition.flag ? Truth::Yes : Truth::No, {} };
    }
    case SwLidCondition::Kind::Relation:
    {
      if ( !project.esaRelation || project.esaRelation->trimmed().isEmpty() )
        return { Truth::Unknown, { missingWords( condition.input, project ) } };
      return { condition.values.contains( project.esaRelation->trimmed().toLower() ) ? Truth::Yes : Truth::No, {} };
    }
  }
  return { Truth::Unknown, {} };
}

SwLidApplicability::Outcome SwLidApplicability::all( const QList<SwLidCondition> &conditions, const SwProjectInputs &project ) const
{
  return combine( conditions, project, Truth::No );
}

SwLidApplicability::Outcome SwLidApplicability::any( const QList<SwLidCondition> &conditions, const SwProjectInputs &project ) const
{
  return combine( conditions, project, Truth::Yes );
}

SwLidApplicability::Outcome SwLidApplicability::combine( const QList<SwLidCondition> &conditions, const SwProjectInputs &project, Truth decisive ) const
{
  // All: one "no" decides; any: one "yes" decides. Otherwise unknown if one is unknown, naming what each lacks.
  const Truth other = decisive == Truth::No ? Truth::Yes : Truth::No;
  Outcome outcome{ other, {} };
  for ( const SwLidCondition &condition : conditions )
  {
    const Outcome one = test( condition, project );
    if ( one.truth == decisive )
      return { decisive, {} };
    if ( one.truth == Truth::Unknown )
    {
      outcome.truth = Truth::Unknown;
      addOnce( outcome.missing, one.missing );
    }
  }
  return outcome;
}

void SwLidApplicability::decideScope( const QStringList &plans, const QStringList &categoryCitations, const SwProjectInputs &project, SwLidAnswer &answer, QStringList &reasons, QStringList &citations ) const
{
  // The plan whose mitigation the code scopes (a LID plan before Green Streets).
  QString scoped;
  for ( const QString &plan : plans )
  {
    for ( const SwLidScopeRule &rule : mProfile.scopeRules )
    {
      if ( scoped.isEmpty() && rule.plans.contains( plan ) )
        scoped = plan;
    }
  }
  if ( scoped.isEmpty() )
    return;

  const std::optional<double> existing = project.existingImperviousSqft;
  if ( !existing || *existing < 0 )
  {
    answer.status = QStringLiteral( "undecided_scope" );
    addOnce( answer.missing, { missingWords( QStringLiteral( "existing_impervious_sqft" ), project ) } );
    reasons << QObject::tr( "Whether the entire project or only the altered portion is mitigated depends on the existing impervious area, which is not known." );
    return;
  }
  if ( *existing == 0 )
  {
    answer.scope = QStringLiteral( "entire_project" );
    reasons << QObject::tr( "New development (no existing impervious surface on the site): the entire project is mitigated (%1)." ).arg( categoryCitations.join( QLatin1String( "; " ) ) );
    return;
  }
  const std::optional<double> altered = project.newImperviousSqft;
  if ( !altered || *altered < 0 )
  {
    answer.status = QStringLiteral( "undecided_scope" );
    addOnce( answer.missing, { missingWords( QStringLiteral( "new_impervious_sqft" ), project ) } );
    reasons << QObject::tr( "On an already developed site the share of the existing impervious surface altered decides how much is mitigated; the new or replaced impervious area is not known." );
    return;
  }
  const double percent = *altered / *existing * 100.0;
  answer.alteredPct = percent;
  const QString share = QObject::tr( "alters %1 of %2 sq ft of existing impervious surface (%3%)" ).arg( number( *altered ), number( *existing ), number( std::round( percent * 100.0 ) / 100.0 ) );
  QStringList clauses;
  for ( const SwLidScopeRule &rule : mProfile.scopeRules )
  {
    if ( !rule.plans.contains( scoped ) )
      continue;
    clauses << QStringLiteral( "\"%1\" (%2)" ).arg( rule.words, rule.citation );
    if ( SwLidProfile::compare( percent, rule.op, rule.percent ) )
    {
      answer.scope = rule.scope;
      citations << rule.citation;
      reasons << QObject::tr( "Redevelopment that %1: %2 %3%, so %4 (%5: \"%6\")." ).arg( share, SwLidProfile::opWords( rule.op ), number( rule.percent ), rule.scope == QLatin1String( "entire_project" ) ? QObject::tr( "the entire project is mitigated" ) : QObject::tr( "only the altered portion is mitigated" ), rule.citation, rule.words );
      return;
    }
  }
  // Exactly on a line the code draws from both sides without including it ("more than" and "less than" 50%).
  answer.status = QStringLiteral( "undecided_scope" );
  for ( const SwLidScopeRule &rule : mProfile.scopeRules )
  {
    if ( rule.plans.contains( scoped ) )
      citations << rule.citation;
  }
  reasons << QObject::tr( "Redevelopment that %1: none of the code's clauses covers this share: %2. The code does not say whether the entire project or only the alteration is mitigated; the city decides." ).arg( share, clauses.join( QLatin1String( "; " ) ) );
  addOnce( answer.missing, { QObject::tr( "the city's decision on how much of the project is mitigated at exactly this share (the code's clauses leave it out)" ) } );
}

SwLidAnswer SwLidApplicability::evaluate( const SwProjectInputs &project ) const
{
  SwLidAnswer answer;
  answer.status = QStringLiteral( "ok" );
  QStringList reasons;
  QStringList citations;

  // Exemptions: ids and "opt_in" in any order, separated by commas, semicolons, plus signs or spaces.
  static const QRegularExpression separators( QStringLiteral( "[,;+|\\s]+" ) );
  QStringList words = project.exemption.toLower().split( separators, Qt::SkipEmptyParts );
  words.removeAll( QStringLiteral( "none" ) );
  const bool optIn = words.removeAll( QStringLiteral( "opt_in" ) ) > 0;
  QList<const SwLidExemption *> claimed;
  for ( const QString &word : std::as_const( words ) )
  {
    const SwLidExemption *exemption = mProfile.exemption( word );
    if ( !exemption )
    {
      answer.lidRequired = QStringLiteral( "undecided" );
      answer.status = QStringLiteral( "undecided" );
      answer.missing << QObject::tr( "a recognized exemption ('%1' is not one of %2; add opt_in to opt in, or leave it empty for none)" ).arg( word, mProfile.exemptionIds().join( QLatin1String( ", " ) ) );
      answer.reason = QObject::tr( "Undecided: the exemption claimed is not one the code lists." );
      return answer;
    }
    claimed << exemption;
  }
  bool optedIn = false;
  if ( !claimed.isEmpty() )
  {
    QStringList texts;
    bool everyOptIn = true;
    QStringList optInCitations;
    for ( const SwLidExemption *exemption : std::as_const( claimed ) )
    {
      texts << QStringLiteral( "%1 (%2)" ).arg( exemption->text, exemption->citation );
      citations << exemption->citation;
      everyOptIn = everyOptIn && !exemption->optInCitation.isEmpty();
      addOnce( optInCitations, { exemption->optInCitation } );
    }
    answer.exemption = texts.join( QLatin1String( "; " ) );
    optedIn = optIn && everyOptIn;
    if ( optedIn )
    {
      answer.exemption += QObject::tr( "; opted in (%1)" ).arg( optInCitations.join( QLatin1String( "; " ) ) );
      citations << optInCitations;
      reasons << QObject::tr( "Exempt, but the applicant opts in to the LID requirements (%1): the project is answered as if it were not exempt." ).arg( optInCitations.join( QLatin1String( "; " ) ) );
    }
    else
    {
      answer.lidRequired = QStringLiteral( "no" );
      answer.plan = QStringLiteral( "none" );
      reasons << QObject::tr( "Exempt from the LID requirements: %1." ).arg( answer.exemption );
      if ( optIn )
        reasons << QObject::tr( "The code gives this exemption no opt-in, so opt_in changes nothing." );
      answer.reason = reasons.join( QLatin1Char( ' ' ) );
      answer.citation = citations.join( QLatin1String( "; " ) );
      return answer;
    }
  }
  else if ( optIn )
    reasons << QObject::tr( "opt_in without an exemption changes nothing: the categories decide." );

  if ( !mProfile.required )
  {
    answer.lidRequired = QStringLiteral( "no" );
    answer.plan = QStringLiteral( "none" );
    answer.reason = QObject::tr( "%1 names no project that needs LID." ).arg( mProfile.code );
    return answer;
  }

  // Every category, then those that apply only when no other does.
  QList<const SwLidCategory *> yes, unknown, fallbackYes, fallbackUnknown;
  QStringList missing, fallbackMissing;
  for ( const SwLidCategory &category : mProfile.categories )
  {
    const Outcome outcome = all( category.when, project );
    if ( outcome.truth == Truth::Yes )
      ( category.onlyIfNoOther ? fallbackYes : yes ) << &category;
    else if ( outcome.truth == Truth::Unknown )
    {
      ( category.onlyIfNoOther ? fallbackUnknown : unknown ) << &category;
      addOnce( category.onlyIfNoOther ? fallbackMissing : missing, outcome.missing );
    }
  }
  const auto plansOf = [this]( const QList<const SwLidCategory *> &categories )
  {
    // In the profile's order of plans.
    QStringList plans;
    for ( const SwLidPlan &plan : mProfile.plans )
    {
      for ( const SwLidCategory *category : categories )
      {
        if ( category->plan == plan.id && !plans.contains( plan.id ) )
          plans << plan.id;
      }
    }
    return plans;
  };
  const auto within = []( const QStringList &some, const QStringList &of )
  {
    for ( const QString &item : some )
    {
      if ( !of.contains( item ) )
        return false;
    }
    return true;
  };

  QList<const SwLidCategory *> applying;
  bool planDecided = true;
  if ( !yes.isEmpty() )
  {
    applying = yes;
    planDecided = within( plansOf( unknown ), plansOf( yes ) );
    if ( !planDecided )
      addOnce( answer.missing, missing );
  }
  else if ( !unknown.isEmpty() )
  {
    if ( !fallbackYes.isEmpty() )
    {
      // Something is needed in any case; which plan waits on the other categories.
      applying = fallbackYes;
      planDecided = within( plansOf( unknown ), plansOf( fallbackYes ) );
      if ( !planDecided )
        addOnce( answer.missing, missing );
    }
    else
    {
      answer.lidRequired = QStringLiteral( "undecided" );
      answer.status = QStringLiteral( "undecided" );
      addOnce( answer.missing, missing );
      addOnce( answer.missing, fallbackMissing );
    }
  }
  else if ( !fallbackYes.isEmpty() )
    applying = fallbackYes;
  else if ( !fallbackUnknown.isEmpty() )
  {
    answer.lidRequired = QStringLiteral( "undecided" );
    answer.status = QStringLiteral( "undecided" );
    addOnce( answer.missing, fallbackMissing );
    unknown = fallbackUnknown;
  }

  if ( answer.lidRequired == QLatin1String( "undecided" ) )
  {
    QStringList could;
    for ( const SwLidCategory *category : std::as_const( unknown.isEmpty() ? fallbackUnknown : unknown ) )
    {
      could << QStringLiteral( "%1 (%2)" ).arg( category->text, category->citation );
      citations << category->citation;
    }
    if ( unknown != fallbackUnknown )
    {
      for ( const SwLidCategory *category : std::as_const( fallbackUnknown ) )
      {
        could << QStringLiteral( "%1 (%2)" ).arg( category->text, category->citation );
        citations << category->citation;
      }
    }
    reasons << QObject::tr( "Undecided: the project may be a %1; ask the applicant for %2." ).arg( could.join( QObject::tr( "; or a " ) ), answer.missing.join( QLatin1String( "; " ) ) );
  }
  else if ( applying.isEmpty() )
  {
    answer.lidRequired = QStringLiteral( "no" );
    answer.plan = QStringLiteral( "none" );
    reasons << QObject::tr( "No category of %1 applies to the project as given." ).arg( mProfile.code );
  }
  else
  {
    answer.lidRequired = QStringLiteral( "yes" );
    QStringList texts;
    QStringList categoryCitations;
    for ( const SwLidCategory *category : std::as_const( applying ) )
    {
      answer.categoryIds << category->id;
      QString text = QStringLiteral( "%1 (%2)" ).arg( category->text, category->citation );
      categoryCitations << category->citation;
      // Which part of the plan (a small site's LID manual category).
      QStringList variantMissing;
      bool variantFound = false;
      for ( const SwLidVariant &variant : category->variants )
      {
        const Outcome outcome = all( variant.when, project );
        if ( outcome.truth == Truth::Yes && !variantFound )
        {
          text += QStringLiteral( ", %1 (%2)" ).arg( variant.text, variant.citation );
          categoryCitations << variant.citation;
          variantFound = true;
        }
        else if ( outcome.truth == Truth::Unknown )
          addOnce( variantMissing, outcome.missing );
      }
      if ( !category->variants.isEmpty() && !variantFound )
        reasons << QObject::tr( "Which part of the plan applies is open until the applicant gives %1." ).arg( variantMissing.join( QLatin1String( "; " ) ) );
      texts << text;
    }
    answer.categories = texts.join( QLatin1String( "; " ) );
    citations << categoryCitations;
    const QStringList plans = plansOf( applying );
    QStringList planTexts;
    for ( const QString &id : plans )
      planTexts << mProfile.plan( id )->text;
    if ( planDecided )
    {
      answer.plan = plans.join( QLatin1Char( '+' ) );
      reasons.prepend( QObject::tr( "LID required: %1, as %2." ).arg( planTexts.join( QObject::tr( " and " ) ), answer.categories ) );
      decideScope( plans, categoryCitations, project, answer, reasons, citations );
    }
    else
    {
      answer.status = QStringLiteral( "undecided_plan" );
      QStringList could;
      for ( const SwLidCategory *category : std::as_const( unknown ) )
      {
        could << QStringLiteral( "%1 (%2)" ).arg( category->text, category->citation );
        citations << category->citation;
      }
      reasons.prepend( QObject::tr( "LID required (%1, as %2), but the project may also be a %3, which asks for another plan; ask the applicant for %4." ).arg( planTexts.join( QObject::tr( " and " ) ), answer.categories, could.join( QObject::tr( "; or a " ) ), answer.missing.join( QLatin1String( "; " ) ) ) );
    }
  }

  QStringList uniqueCitations;
  addOnce( uniqueCitations, citations );
  answer.citation = uniqueCitations.join( QLatin1String( "; " ) );
  answer.reason = reasons.join( QLatin1Char( ' ' ) );
  return answer;
}
