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
  void addOnce( QStringList &list, const QStringList &items )
  {
    for ( const QString &item : items )
    {
      if ( !item.isEmpty() && !list.contains( item ) )
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

  QString scopeWords( const QString &scope )
  {
    return scope == QLatin1String( "entire_project" ) ? QObject::tr( "the entire project is mitigated" ) : QObject::tr( "only the altered portion is mitigated" );
  }

  QString listed( const QList<const SwLidCategory *> &categories, QStringList &citations )
  {
    QStringList texts;
    for ( const SwLidCategory *category : categories )
    {
      texts << QStringLiteral( "%1 (%2)" ).arg( category->text, category->citation );
      citations << category->citation;
    }
    return texts.join( QObject::tr( "; or " ) );
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
  const QString sic = normalizedCode( project.sic );
  const QString naics = normalizedCode( project.naics );
  QString declared = project.use ? project.use->trimmed().toLower() : QString();
  // Without a use named, a code the profile lists names it: an auto repair shop by SIC 7538 is not also a parking lot.
  for ( const SwLidUse &use : mProfile.uses )
  {
    if ( declared.isEmpty() && ( ( !sic.isEmpty() && use.sic.contains( sic ) ) || ( !naics.isEmpty() && use.naics.contains( naics ) ) ) )
      declared = use.id;
  }
  const bool declaredKnown = !declared.isEmpty() && mProfile.use( declared );
  if ( declaredKnown && uses.contains( declared ) )
    return { Truth::Yes, {} };
  // A code the profile gives a use makes the project that use, whatever else it says.
  bool allCoded = true;
  QStringList open;
  for ( const QString &id : uses )
  {
    const SwLidUse *use = mProfile.use( id );
    if ( ( !sic.isEmpty() && use->sic.contains( sic ) ) || ( !naics.isEmpty() && use->naics.contains( naics ) ) )
      return { Truth::Yes, {} };
    // A code outside a list the code text does not give in full decides nothing, unless the applicant names a specific use.
    if ( !use->codesIncomplete.isEmpty() && ( !sic.isEmpty() || !naics.isEmpty() ) && ( !declaredKnown || declared == QLatin1String( "other" ) ) )
      open << QObject::tr( "whether %1 is among the codes of %2 (%3)" ).arg( !sic.isEmpty() ? QStringLiteral( "SIC %1" ).arg( sic ) : QStringLiteral( "NAICS %1" ).arg( naics ), use->text, use->codesIncomplete );
    // A use known by its codes alone is decided by the codes given ("no code of it": not it).
    const bool coded = ( !use->sic.isEmpty() && !sic.isEmpty() ) || ( !use->naics.isEmpty() && !naics.isEmpty() );
    allCoded = allCoded && coded;
  }
  if ( !open.isEmpty() )
    return { Truth::Unknown, open };
  if ( declaredKnown || allCoded )
    return { Truth::No, {} };
  if ( !declared.isEmpty() )
    return { Truth::Unknown, { missingWords( QStringLiteral( "use" ), project, QObject::tr( "'%1' is not one of them" ).arg( declared ) ) } };
  return { Truth::Unknown, { missingWords( QStringLiteral( "use" ), project ) } };
}

SwLidApplicability::Outcome SwLidApplicability::threshold( const SwLidCondition &condition, const SwProjectInputs &project ) const
{
  if ( condition.input == QLatin1String( "created_or_replaced_sqft" ) )
    return createdOrReplaced( condition, project );
  std::optional<double> SwProjectInputs::*member = SwProjectInputs::numberOf( condition.input );
  const std::optional<double> value = member ? project.*member : std::nullopt;
  if ( !value || !std::isfinite( *value ) || *value < 0 )
    return { Truth::Unknown, { missingWords( condition.input, project, value ? QObject::tr( "%1 is not a count or an area" ).arg( *value ) : QString() ) } };
  return { SwLidProfile::compare( *value, condition.op, condition.value ) ? Truth::Yes : Truth::No, {} };
}

SwLidApplicability::Outcome SwLidApplicability::createdOrReplaced( const SwLidCondition &condition, const SwProjectInputs &project ) const
{
  // The codes' "create, add or replace": the new and the replaced areas together. On an undeveloped site nothing is replaced.
  const auto valid = []( const std::optional<double> &v )
  { return v && std::isfinite( *v ) && *v >= 0 ? v : std::nullopt; };
  const std::optional<double> added = valid( project.newImperviousSqft );
  std::optional<double> replaced = valid( project.replacedImperviousSqft );
  if ( !replaced && project.existingImperviousSqft && *project.existingImperviousSqft == 0 )
    replaced = 0.0;
  if ( added && replaced )
    return { SwLidProfile::compare( *added + *replaced, condition.op, condition.value ) ? Truth::Yes : Truth::No, {} };
  // One part alone can already decide: the sum is at least each part.
  const bool atLeast = condition.op.startsWith( QLatin1Char( '>' ) );
  for ( const std::optional<double> &part : { added, replaced } )
  {
    if ( part && SwLidProfile::compare( *part, condition.op, condition.value ) == atLeast )
      return { atLeast ? Truth::Yes : Truth::No, {} };
  }
  QStringList missing;
  if ( !added )
    missing << missingWords( QStringLiteral( "new_impervious_sqft" ), project );
  if ( !replaced )
    missing << missingWords( QStringLiteral( "replaced_impervious_sqft" ), project );
  return { Truth::Unknown, missing };
}

SwLidApplicability::Outcome SwLidApplicability::relation( const SwLidCondition &condition, const SwProjectInputs &project ) const
{
  if ( condition.input == QLatin1String( "site_characteristics" ) )
  {
    if ( !project.siteCharacteristics )
      return { Truth::Unknown, { missingWords( condition.input, project ) } };
    for ( const QString &characteristic : *project.siteCharacteristics )
    {
      if ( condition.values.contains( characteristic ) )
        return { Truth::Yes, {} };
    }
    return { Truth::No, {} };
  }
  if ( !project.esaRelation || project.esaRelation->trimmed().isEmpty() )
    return { Truth::Unknown, { missingWords( condition.input, project ) } };
  return { condition.values.contains( project.esaRelation->trimmed().toLower() ) ? Truth::Yes : Truth::No, {} };
}

SwLidApplicability::Outcome SwLidApplicability::test( const SwLidCondition &condition, const SwProjectInputs &project ) const
{
  switch ( condition.kind )
  {
    case SwLidCondition::Kind::Any:
      return any( condition.parts, project );
    case SwLidCondition::Kind::All:
      return all( condition.parts, project );
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
      return threshold( condition, project );
    case SwLidCondition::Kind::Flag:
    {
      std::optional<bool> SwProjectInputs::*member = SwProjectInputs::flagOf( condition.input );
      const std::optional<bool> value = member ? project.*member : std::nullopt;
      if ( !value )
        return { Truth::Unknown, { missingWords( condition.input, project ) } };
      return { *value == condition.flag ? Truth::Yes : Truth::No, {} };
    }
    case SwLidCondition::Kind::Relation:
      return relation( condition, project );
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

bool SwLidApplicability::decideExemption( const SwProjectInputs &project, Draft &draft ) const
{
  // Exemptions: ids and "opt_in" in any order, separated by commas, semicolons, plus signs or spaces.
  SwLidAnswer &answer = draft.answer;
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
      draft.reasons << QObject::tr( "Undecided: the exemption claimed is not one the code lists." );
      return true;
    }
    claimed << exemption;
  }
  if ( claimed.isEmpty() )
  {
    if ( optIn )
      draft.reasons << QObject::tr( "opt_in without an exemption changes nothing: the categories decide." );
    return false;
  }
  QStringList texts;
  bool everyOptIn = true;
  QStringList optInCitations;
  for ( const SwLidExemption *exemption : std::as_const( claimed ) )
  {
    texts << QStringLiteral( "%1 (%2)" ).arg( exemption->text, exemption->citation );
    draft.citations << exemption->citation;
    everyOptIn = everyOptIn && !exemption->optInCitation.isEmpty();
    addOnce( optInCitations, { exemption->optInCitation } );
  }
  answer.exemption = texts.join( QLatin1String( "; " ) );
  if ( optIn && everyOptIn )
  {
    answer.exemption += QObject::tr( "; opted in (%1)" ).arg( optInCitations.join( QLatin1String( "; " ) ) );
    draft.citations << optInCitations;
    draft.reasons << QObject::tr( "Exempt, but the applicant opts in to the LID requirements (%1): the project is answered as if it were not exempt." ).arg( optInCitations.join( QLatin1String( "; " ) ) );
    return false;
  }
  answer.lidRequired = QStringLiteral( "no" );
  answer.plan = QStringLiteral( "none" );
  draft.reasons << QObject::tr( "Exempt from the LID requirements: %1." ).arg( answer.exemption );
  if ( optIn )
    draft.reasons << QObject::tr( "The code gives this exemption no opt-in, so opt_in changes nothing." );
  return true;
}

SwLidApplicability::Sorted SwLidApplicability::sortCategories( const SwProjectInputs &project ) const
{
  // Every category, then those that apply only when no other does.
  Sorted sorted;
  for ( const SwLidCategory &category : mProfile.categories )
  {
    const Outcome outcome = all( category.when, project );
    if ( outcome.truth == Truth::Yes )
      ( category.onlyIfNoOther ? sorted.fallbackYes : sorted.yes ) << &category;
    else if ( outcome.truth == Truth::Unknown )
    {
      ( category.onlyIfNoOther ? sorted.fallbackUnknown : sorted.unknown ) << &category;
      addOnce( category.onlyIfNoOther ? sorted.fallbackMissing : sorted.missing, outcome.missing );
    }
  }
  return sorted;
}

QStringList SwLidApplicability::plansOf( const QList<const SwLidCategory *> &categories ) const
{
  // In the profile's order of plans.
  QStringList plans;
  for ( const SwLidPlan &plan : mProfile.plans )
  {
    for ( const SwLidCategory *category : categories )
    {
      if ( category->plans.contains( plan.id ) && !plans.contains( plan.id ) )
        plans << plan.id;
    }
  }
  return plans;
}

void SwLidApplicability::decideCategories( const SwProjectInputs &project, Draft &draft ) const
{
  const Sorted sorted = sortCategories( project );
  const auto within = [this]( const QList<const SwLidCategory *> &some, const QList<const SwLidCategory *> &of )
  {
    const QStringList plans = plansOf( of );
    for ( const QString &plan : plansOf( some ) )
    {
      if ( !plans.contains( plan ) )
        return false;
    }
    return true;
  };
  // A category that applies decides that LID is needed; one still open matters only if it could ask for another plan.
  const QList<const SwLidCategory *> &applying = !sorted.yes.isEmpty() ? sorted.yes : sorted.fallbackYes;
  if ( !applying.isEmpty() )
  {
    const bool planDecided = within( sorted.unknown, applying );
    if ( !planDecided )
      addOnce( draft.answer.missing, sorted.missing );
    answerRequired( applying, sorted.unknown, planDecided, project, draft );
  }
  else if ( !sorted.unknown.isEmpty() || !sorted.fallbackUnknown.isEmpty() )
    answerUndecided( sorted, draft );
  else
  {
    draft.answer.lidRequired = QStringLiteral( "no" );
    draft.answer.plan = QStringLiteral( "none" );
    draft.reasons << QObject::tr( "No category of %1 applies to the project as given." ).arg( mProfile.code );
  }
}

void SwLidApplicability::answerUndecided( const Sorted &sorted, Draft &draft ) const
{
  SwLidAnswer &answer = draft.answer;
  answer.lidRequired = QStringLiteral( "undecided" );
  answer.status = QStringLiteral( "undecided" );
  addOnce( answer.missing, sorted.missing );
  addOnce( answer.missing, sorted.fallbackMissing );
  const QString could = listed( sorted.unknown + sorted.fallbackUnknown, draft.citations );
  draft.reasons << QObject::tr( "Undecided: the project may fall under %1; ask the applicant for %2." ).arg( could, answer.missing.join( QLatin1String( "; " ) ) );
}

QString SwLidApplicability::categoryText( const SwLidCategory &category, const SwProjectInputs &project, QStringList &citations, Draft &draft ) const
{
  // Which part of the plan (a small site's LID manual category).
  QString text = QStringLiteral( "%1 (%2)" ).arg( category.text, category.citation );
  citations << category.citation;
  QStringList variantMissing;
  for ( const SwLidVariant &variant : category.variants )
  {
    const Outcome outcome = all( variant.when, project );
    if ( outcome.truth == Truth::Yes )
    {
      citations << variant.citation;
      return text + QStringLiteral( ", %1 (%2)" ).arg( variant.text, variant.citation );
    }
    if ( outcome.truth == Truth::Unknown )
      addOnce( variantMissing, outcome.missing );
  }
  if ( !category.variants.isEmpty() )
    draft.reasons << QObject::tr( "Which part of the plan applies is open until the applicant gives %1." ).arg( variantMissing.join( QLatin1String( "; " ) ) );
  return text;
}

void SwLidApplicability::answerRequired( const QList<const SwLidCategory *> &applying, const QList<const SwLidCategory *> &unknown, bool planDecided, const SwProjectInputs &project, Draft &draft ) const
{
  SwLidAnswer &answer = draft.answer;
  answer.lidRequired = QStringLiteral( "yes" );
  QStringList texts;
  QStringList categoryCitations;
  for ( const SwLidCategory *category : applying )
  {
    answer.categoryIds << category->id;
    texts << categoryText( *category, project, categoryCitations, draft );
  }
  answer.categories = texts.join( QLatin1String( "; " ) );
  draft.citations << categoryCitations;
  const QStringList plans = plansOf( applying );
  QStringList planTexts;
  for ( const QString &id : plans )
    planTexts << mProfile.plan( id )->text;
  if ( !planDecided )
  {
    answer.status = QStringLiteral( "undecided_plan" );
    const QString could = listed( unknown, draft.citations );
    draft.reasons.prepend( QObject::tr( "LID required (%1, as %2), but the project may also fall under %3, which asks for another plan; ask the applicant for %4." ).arg( planTexts.join( QObject::tr( " and " ) ), answer.categories, could, answer.missing.join( QLatin1String( "; " ) ) ) );
    return;
  }
  answer.plan = plans.join( QLatin1Char( '+' ) );
  draft.reasons.prepend( QObject::tr( "LID required: %1, as %2." ).arg( planTexts.join( QObject::tr( " and " ) ), answer.categories ) );
  decideScope( plans, categoryCitations, project, draft );
}

std::optional<double> SwLidApplicability::alteredShare( const SwProjectInputs &project, Draft &draft ) const
{
  // "an alteration to more than fifty percent of impervious surfaces of a previously existing development":
  // the existing impervious area the project replaces or alters, over all of it. What it adds alters none of it.
  const double existing = *project.existingImperviousSqft;
  const std::optional<double> replaced = project.replacedImperviousSqft;
  const bool valid = replaced && std::isfinite( *replaced ) && *replaced >= 0 && *replaced <= existing;
  if ( !valid )
  {
    const QString problem = replaced ? QObject::tr( "%1 sq ft is not a part of the %2 sq ft existing" ).arg( number( *replaced ), number( existing ) ) : QString();
    draft.answer.status = QStringLiteral( "undecided_scope" );
    addOnce( draft.answer.missing, { missingWords( QStringLiteral( "replaced_impervious_sqft" ), project, problem ) } );
    draft.reasons << QObject::tr( "On an already developed site the share of the existing impervious surface the project alters decides how much is mitigated; the existing impervious area it replaces or alters is not known (what it adds is not an alteration of the existing)." );
    return std::nullopt;
  }
  const double percent = *replaced / existing * 100.0;
  draft.answer.alteredPct = percent;
  return percent;
}

void SwLidApplicability::scopeByShare( const QString &plan, double percent, const QString &share, Draft &draft ) const
{
  QStringList clauses;
  for ( const SwLidScopeRule &rule : mProfile.scopeRules )
  {
    if ( !rule.plans.contains( plan ) )
      continue;
    clauses << QStringLiteral( "\"%1\" (%2)" ).arg( rule.words, rule.citation );
    if ( SwLidProfile::compare( percent, rule.op, rule.percent ) )
    {
      draft.answer.scope = rule.scope;
      draft.citations << rule.citation;
      draft.reasons << QObject::tr( "Redevelopment that %1: %2, so %3 (%4: \"%5\")." ).arg( share, SwLidProfile::compared( rule.op, number( rule.percent ) + QLatin1Char( '%' ) ), scopeWords( rule.scope ), rule.citation, rule.words );
      return;
    }
  }
  // Exactly on a line the code draws from both sides without including it ("more than" and "less than" 50%).
  draft.answer.status = QStringLiteral( "undecided_scope" );
  for ( const SwLidScopeRule &rule : mProfile.scopeRules )
  {
    if ( rule.plans.contains( plan ) )
      draft.citations << rule.citation;
  }
  draft.reasons << QObject::tr( "Redevelopment that %1: none of the code's clauses covers this share: %2. The code does not say whether the entire project or only the alteration is mitigated; the city decides." ).arg( share, clauses.join( QLatin1String( "; " ) ) );
  addOnce( draft.answer.missing, { QObject::tr( "the city's decision on how much of the project is mitigated at exactly this share (the code's clauses leave it out)" ) } );
}

void SwLidApplicability::decideScope( const QStringList &plans, const QStringList &categoryCitations, const SwProjectInputs &project, Draft &draft ) const
{
  // The plan whose mitigation the code scopes (a LID plan before Green Streets).
  QString scoped;
  const SwLidScopeReach *reach = nullptr;
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
  for ( const SwLidScopeReach &candidate : mProfile.scopeReach )
  {
    if ( candidate.plans.contains( scoped ) )
      reach = &candidate;
  }

  SwLidAnswer &answer = draft.answer;
  const std::optional<double> existing = project.existingImperviousSqft;
  if ( !existing || *existing < 0 )
  {
    answer.status = QStringLiteral( "undecided_scope" );
    addOnce( answer.missing, { missingWords( QStringLiteral( "existing_impervious_sqft" ), project ) } );
    draft.reasons << QObject::tr( "Whether the entire project or only the altered portion is mitigated depends on the existing impervious area, which is not known." );
    return;
  }
  if ( *existing == 0 )
  {
    answer.scope = QStringLiteral( "entire_project" );
    draft.reasons << QObject::tr( "New development (no existing impervious surface on the site): the entire project is mitigated (%1)." ).arg( categoryCitations.join( QLatin1String( "; " ) ) );
    return;
  }
  const Outcome reached = reach ? all( reach->when, project ) : Outcome{ Truth::Yes, {} };
  if ( reached.truth == Truth::No )
  {
    const std::optional<double> replaced = project.replacedImperviousSqft;
    QString share;
    if ( replaced && *replaced >= 0 && *replaced <= *existing )
    {
      answer.alteredPct = *replaced / *existing * 100.0;
      share = QObject::tr( " (it alters %1 of %2 sq ft of existing impervious surface, %3%)" ).arg( number( *replaced ), number( *existing ), number( std::round( *answer.alteredPct * 100.0 ) / 100.0 ) );
    }
    answer.scope = reach->otherwise;
    draft.citations << reach->citation;
    draft.reasons << QObject::tr( "The code's 50% clauses do not reach this project (%1: \"%2\"), so %3%4." ).arg( reach->citation, reach->words, scopeWords( reach->otherwise ), share );
    return;
  }
  const std::optional<double> percent = alteredShare( project, draft );
  if ( !percent )
    return;
  const QString share = QObject::tr( "alters %1 of %2 sq ft of existing impervious surface (%3%)" ).arg( number( *project.replacedImperviousSqft ), number( *existing ), number( std::round( *percent * 100.0 ) / 100.0 ) );
  scopeByShare( scoped, *percent, share, draft );
  if ( reached.truth == Truth::Unknown && answer.scope != reach->otherwise )
  {
    // Both ways must give the same scope to decide it.
    answer.scope.clear();
    answer.status = QStringLiteral( "undecided_scope" );
    addOnce( answer.missing, reached.missing );
    draft.citations << reach->citation;
    draft.reasons << QObject::tr( "That holds only if the code's 50% clauses reach this project (%1: \"%2\"); if they do not, %3. Ask for %4." ).arg( reach->citation, reach->words, scopeWords( reach->otherwise ), reached.missing.join( QLatin1String( "; " ) ) );
  }
  else if ( reached.truth == Truth::Unknown )
    draft.reasons << QObject::tr( "The same holds whether or not the code's 50% clauses reach this project (%1), so %2 need not be asked." ).arg( reach->citation, reached.missing.join( QLatin1String( "; " ) ) );
}

SwLidAnswer SwLidApplicability::evaluate( const SwProjectInputs &project ) const
{
  Draft draft;
  draft.answer.status = QStringLiteral( "ok" );
  if ( !decideExemption( project, draft ) )
  {
    if ( !mProfile.required )
    {
      draft.answer.lidRequired = QStringLiteral( "no" );
      draft.answer.plan = QStringLiteral( "none" );
      draft.reasons << QObject::tr( "%1 names no project that needs LID." ).arg( mProfile.code );
    }
    else
      decideCategories( project, draft );
  }
  QStringList uniqueCitations;
  addOnce( uniqueCitations, draft.citations );
  draft.answer.citation = uniqueCitations.join( QLatin1String( "; " ) );
  draft.answer.reason = draft.reasons.join( QLatin1Char( ' ' ) );
  return draft.answer;
}
