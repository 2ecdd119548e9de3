/***************************************************************************
  swtemplatecheck.cpp: a letter template's expressions, addresses and
  HTML, read once before any letter is drawn.
 ***************************************************************************/
#include "notices/swtemplatecheck.h"
#include "core/swplainfile.h"

#include "qgsexpression.h"
#include "qgsexpressionfunction.h"
#include "qgsexpressionnodeimpl.h"
#include "qgslayoutitemregistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QObject>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

namespace
{
  //! How much of a quoted expression, address or text a message shows.
  constexpr int SNIPPET_LENGTH = 60;
  //! Local pages loading local pages: deep enough for any real letter, bounded against a loop of links.
  constexpr int MAX_DEPTH = 4;
  //! A local page or style larger than this is no letter's part: refused unread rather than read whole.
  constexpr qint64 MAX_READ_BYTES = 4 * 1024 * 1024;

  QString snippet( const QString &text )
  {
    const QString simple = text.simplified();
    return simple.length() > SNIPPET_LENGTH ? simple.left( SNIPPET_LENGTH ) + QChar( 0x2026 ) : simple;
  }

  // The expressions QGIS evaluates inside a text, as QgsExpression::replaceExpressionText finds them.
  QStringList embeddedExpressions( const QString &text )
  {
    static const QRegularExpression block( QStringLiteral( "\\[%(.*?)%\\]" ), QRegularExpression::MultilineOption | QRegularExpression::DotMatchesEverythingOption );
    QStringList expressions;
    QRegularExpressionMatchIterator it = block.globalMatch( text );
    while ( it.hasNext() )
      expressions << it.next().captured( 1 );
    return expressions;
  }

  //! &#104; &#x68; &amp; and the named references an address may hide behind, decoded as a browser does.
  QString decodeCharacterReferences( const QString &text )
  {
    static const QRegularExpression numeric( QStringLiteral( "&#([xX][0-9a-fA-F]+|[0-9]+);?" ) );
    static const QMap<QString, QString> named{ { QStringLiteral( "amp" ), QStringLiteral( "&" ) }, { QStringLiteral( "lt" ), QStringLiteral( "<" ) }, { QStringLiteral( "gt" ), QStringLiteral( ">" ) }, { QStringLiteral( "quot" ), QStringLiteral( "\"" ) }, { QStringLiteral( "apos" ), QStringLiteral( "'" ) }, { QStringLiteral( "colon" ), QStringLiteral( ":" ) }, { QStringLiteral( "sol" ), QStringLiteral( "/" ) }, { QStringLiteral( "period" ), QStringLiteral( "." ) }, { QStringLiteral( "tab" ), QStringLiteral( "\t" ) }, { QStringLiteral( "newline" ), QStringLiteral( "\n" ) } };
    static const QRegularExpression reference( QStringLiteral( "&([A-Za-z]+);" ) );
    QString decoded;
    int last = 0;
    QRegularExpressionMatchIterator it = numeric.globalMatch( text );
    while ( it.hasNext() )
    {
      const QRegularExpressionMatch match = it.next();
      const QString digits = match.captured( 1 );
      bool ok = false;
      const uint code = digits.startsWith( 'x', Qt::CaseInsensitive ) ? digits.mid( 1 ).toUInt( &ok, 16 ) : digits.toUInt( &ok, 10 );
      decoded += text.mid( last, match.capturedStart() - last );
      decoded += ok && code > 0 && code <= 0x10FFFF ? QString::fromUcs4( &code, 1 ) : match.captured( 0 );
      last = match.capturedEnd();
    }
    decoded += text.mid( last );
    QString result;
    last = 0;
    it = reference.globalMatch( decoded );
    while ( it.hasNext() )
    {
      const QRegularExpressionMatch match = it.next();
      result += decoded.mid( last, match.capturedStart() - last );
      result += named.value( match.captured( 1 ).toLower(), match.captured( 0 ) );
      last = match.capturedEnd();
    }
    return result + decoded.mid( last );
  }

  //! CSS escapes (\68 ttp, \:) decoded as a style sheet's reader does.
  QString decodeCssEscapes( const QString &text )
  {
    static const QRegularExpression escape( QStringLiteral( "\\\\(?:([0-9a-fA-F]{1,6})\\s?|(.))" ), QRegularExpression::DotMatchesEverythingOption );
    QString result;
    int last = 0;
    QRegularExpressionMatchIterator it = escape.globalMatch( text );
    while ( it.hasNext() )
    {
      const QRegularExpressionMatch match = it.next();
      result += text.mid( last, match.capturedStart() - last );
      if ( match.capturedLength( 1 ) > 0 )
      {
        const uint code = match.captured( 1 ).toUInt( nullptr, 16 );
        result += code > 0 && code <= 0x10FFFF ? QString::fromUcs4( &code, 1 ) : QString();
      }
      else
        result += match.captured( 2 );
      last = match.capturedEnd();
    }
    return result + text.mid( last );
  }

  QString itemKind( int type, bool multiFrame )
  {
    if ( multiFrame )
      return type == QgsLayoutItemRegistry::LayoutHtml ? QObject::tr( "the HTML frame" ) : QObject::tr( "the table" );
    switch ( type )
    {
      case QgsLayoutItemRegistry::LayoutLabel:
        return QObject::tr( "the label" );
      case QgsLayoutItemRegistry::LayoutPicture:
        return QObject::tr( "the picture" );
      case QgsLayoutItemRegistry::LayoutMap:
        return QObject::tr( "the map" );
      case QgsLayoutItemRegistry::LayoutLegend:
        return QObject::tr( "the legend" );
      case QgsLayoutItemRegistry::LayoutScaleBar:
        return QObject::tr( "the scale bar" );
      case QgsLayoutItemRegistry::LayoutShape:
      case QgsLayoutItemRegistry::LayoutPolygon:
      case QgsLayoutItemRegistry::LayoutPolyline:
        return QObject::tr( "the shape" );
      case QgsLayoutItemRegistry::LayoutPage:
        return QObject::tr( "the page" );
      case QgsLayoutItemRegistry::LayoutFrame:
        return QObject::tr( "the frame" );
      default:
        break;
    }
    return QObject::tr( "the item" );
  }

  bool isOfType( const QDomElement &element, const QString &tag, int type )
  {
    return element.tagName() == tag && element.attribute( QStringLiteral( "type" ) ).toInt() == type;
  }

  /**
   * One template read once. Each check returns the refusal (without the
   * parameter's name) or an empty string; the first refusal ends the read.
   */
  class SwTemplateReader
  {
  public:
    SwTemplateReader( const QDomDocument &document, const QString &path )
      : mDocument( document )
    {
      const QString folder = QFileInfo( path ).absolutePath();
      const QString canonical = QFileInfo( folder ).canonicalFilePath();
      mFolder = canonical.isEmpty() ? QDir::cleanPath( folder ) : canonical;
      // An HTML frame has no id of its own: it goes by its first frame's.
      const QDomNodeList items = document.elementsByTagName( QStringLiteral( "LayoutItem" ) );
      for ( int i = 0; i < items.size(); ++i )
      {
        const QDomElement item = items.at( i ).toElement();
        if ( item.attribute( QStringLiteral( "type" ) ).toInt() != QgsLayoutItemRegistry::LayoutFrame || item.attribute( QStringLiteral( "id" ) ).isEmpty() )
          continue;
        for ( const QString &key : { QStringLiteral( "multiFrame" ), QStringLiteral( "multiFrameTemplateUuid" ) } )
        {
          if ( !mFrameIds.contains( item.attribute( key ) ) )
            mFrameIds.insert( item.attribute( key ), item.attribute( QStringLiteral( "id" ) ) );
        }
      }
    }

    QString check() { return element( mDocument.documentElement(), QObject::tr( "the layout" ), false ); }

  private:
    QString describe( const QDomElement &item ) const
    {
      const bool multiFrame = item.tagName() == QLatin1String( "LayoutMultiFrame" );
      const int type = item.attribute( QStringLiteral( "type" ) ).toInt();
      const QString kind = itemKind( type, multiFrame );
      const QString id = multiFrame ? mFrameIds.value( item.attribute( QStringLiteral( "uuid" ) ), mFrameIds.value( item.attribute( QStringLiteral( "templateUuid" ) ) ) ) : item.attribute( QStringLiteral( "id" ) );
      if ( !id.isEmpty() )
        return QStringLiteral( "%1 '%2'" ).arg( kind, id );
      // A label without an id goes by the start of its text, as QGIS's layout panel shows it.
      const QString text = item.attribute( QStringLiteral( "labelText" ) );
      if ( type == QgsLayoutItemRegistry::LayoutLabel && !text.isEmpty() )
        return QStringLiteral( "%1 '%2'" ).arg( kind, text.length() > 25 ? text.left( 25 ).simplified() + QChar( 0x2026 ) : text.simplified() );
      return QObject::tr( "%1 with no id" ).arg( kind );
    }

    QString element( const QDomElement &element, QString item, bool custom )
    {
      if ( element.tagName() == QLatin1String( "LayoutItem" ) || element.tagName() == QLatin1String( "LayoutMultiFrame" ) )
        item = describe( element );
      else if ( element.tagName() == QLatin1String( "Atlas" ) )
        item = QObject::tr( "the atlas settings" );
      // Custom properties hold words (a layout variable may hold the city's web address): never loaded as such.
      custom = custom || element.tagName() == QLatin1String( "customproperties" );
      QString reason = attributes( element, item, custom );
      for ( QDomNode child = element.firstChild(); reason.isEmpty() && !child.isNull(); child = child.nextSibling() )
      {
        if ( child.isElement() )
          reason = this->element( child.toElement(), item, custom );
        else if ( child.isText() )
          reason = value( child.nodeValue(), item, custom );
      }
      // After what it holds: an expression reading the environment is the graver reason.
      if ( reason.isEmpty() )
        reason = computedSource( element, item );
      return reason;
    }

    QString attributes( const QDomElement &element, const QString &item, bool custom )
    {
      const bool label = isOfType( element, QStringLiteral( "LayoutItem" ), QgsLayoutItemRegistry::LayoutLabel );
      const bool htmlFrame = isOfType( element, QStringLiteral( "LayoutMultiFrame" ), QgsLayoutItemRegistry::LayoutHtml );
      const QDomNamedNodeMap all = element.attributes();
      for ( int i = 0; i < all.size(); ++i )
      {
        const QString name = all.item( i ).nodeName();
        const QString text = all.item( i ).nodeValue();
        QString reason;
        if ( label && name == QLatin1String( "labelText" ) )
        {
          // A plain label prints its words (a web address included); one in HTML mode is drawn by a web engine.
          const bool drawnAsHtml = element.attribute( QStringLiteral( "htmlState" ) ) == QLatin1String( "1" );
          reason = expressions( text, item, drawnAsHtml );
          if ( reason.isEmpty() && drawnAsHtml )
            reason = html( text, mFolder, item, 0 );
        }
        else if ( htmlFrame && name == QLatin1String( "html" ) )
        {
          reason = expressions( text, item, true );
          if ( reason.isEmpty() )
            reason = html( text, mFolder, item, 0 );
        }
        else if ( htmlFrame && name == QLatin1String( "stylesheet" ) )
          reason = css( text, mFolder, item, 0 );
        else if ( htmlFrame && name == QLatin1String( "url" ) )
          reason = location( text, mFolder, item, 0 );
        else
          reason = value( text, item, custom );
        if ( !reason.isEmpty() )
          return reason;
      }
      return QString();
    }

    //! Any other text: its expressions, and any remote address (outside custom properties).
    QString value( const QString &text, const QString &item, bool custom ) const
    {
      const QString reason = expressions( text, item, false );
      if ( !reason.isEmpty() || custom )
        return reason;
      static const QRegularExpression address( QStringLiteral( "(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]*)://[^\\s\"'<>)]*" ) );
      QRegularExpressionMatchIterator it = address.globalMatch( text );
      while ( it.hasNext() )
      {
        const QRegularExpressionMatch match = it.next();
        if ( match.captured( 1 ).compare( QLatin1String( "file" ), Qt::CaseInsensitive ) != 0 )
          return loads( item, match.captured( 0 ) );
      }
      return QString();
    }

    /**
     * env() or eval() in \a text, as a whole expression (a data-defined
     * property) or in its [% %] blocks; in HTML (\a inHtml), also a string in
     * an expression that would write markup or an address into the page.
     */
    QString expressions( const QString &text, const QString &item, bool inHtml ) const
    {
      static const QRegularExpression named( QStringLiteral( "\\b(env|eval|eval_template)\\b" ), QRegularExpression::CaseInsensitiveOption );
      const bool namesOne = named.match( text ).hasMatch();
      if ( !inHtml && !namesOne )
        return QString();
      QStringList candidates = embeddedExpressions( text );
      if ( namesOne )
        candidates << text;
      for ( const QString &candidate : std::as_const( candidates ) )
      {
        const QString reason = expression( candidate, item, inHtml );
        if ( !reason.isEmpty() )
          return reason;
      }
      return QString();
    }

    QString expression( const QString &text, const QString &item, bool inHtml ) const
    {
      const QgsExpression expression( text );
      if ( expression.hasParserError() )
        return QString(); // QGIS leaves it as words, neither evaluated nor loaded
      for ( const QgsExpressionNodeFunction *call : expression.findNodes<QgsExpressionNodeFunction>() )
      {
        const QgsExpressionFunction *function = QgsExpression::Functions().value( call->fnIndex() );
        const QString name = function ? function->name().toLower() : QString();
        if ( name == QLatin1String( "env" ) )
          return QObject::tr( "%1 reads the environment (%2); a template may not read environment variables" ).arg( item, snippet( call->dump() ) );
        if ( name == QLatin1String( "eval" ) || name == QLatin1String( "eval_template" ) )
          return QObject::tr( "%1 evaluates text as an expression (%2), which could read the environment; a template may not read environment variables" ).arg( item, snippet( call->dump() ) );
      }
      if ( !inHtml )
        return QString();
      static const QRegularExpression markup( QStringLiteral( "[<>]|://|file:|url\\s*\\(|@import|javascript:" ), QRegularExpression::CaseInsensitiveOption );
      for ( const QgsExpressionNodeLiteral *literal : expression.findNodes<QgsExpressionNodeLiteral>() )
      {
        if ( literal->value().type() == QVariant::String && markup.match( literal->value().toString() ).hasMatch() )
          return QObject::tr( "%1 builds HTML or an address in an expression (%2); a template's HTML must be written out, where it can be checked" ).arg( item, snippet( text ) );
      }
      return QString();
    }

    /**
     * QGIS puts each [% %] block's value in the page before it is drawn:
     * while the page is read each block stands as "[%n%]", so that quotes
     * inside one do not end the attribute it is in.
     */
    QString numberBlocks( const QString &text )
    {
      static const QRegularExpression block( QStringLiteral( "\\[%.*?%\\]" ), QRegularExpression::DotMatchesEverythingOption );
      mBlocks.clear();
      QString numbered;
      int last = 0;
      QRegularExpressionMatchIterator it = block.globalMatch( text );
      while ( it.hasNext() )
      {
        const QRegularExpressionMatch match = it.next();
        numbered += text.mid( last, match.capturedStart() - last ) + QStringLiteral( "[%%1%]" ).arg( mBlocks.size() );
        mBlocks << match.captured( 0 );
        last = match.capturedEnd();
      }
      return numbered + text.mid( last );
    }

    //! \a text with its numbered blocks written out again, for a message.
    QString restoreBlocks( QString text ) const
    {
      for ( int i = mBlocks.size() - 1; i >= 0; --i )
        text.replace( QStringLiteral( "[%%1%]" ).arg( i ), mBlocks.at( i ) );
      return text;
    }

    //! What a web engine drawing \a page (HTML) would load or run; relative addresses from \a base.
    QString html( const QString &page, const QString &base, const QString &item, int depth )
    {
      const QString text = numberBlocks( page );
      static const QRegularExpression tag( QStringLiteral( "<\\s*([A-Za-z][A-Za-z0-9:-]*)((?:[^>\"']|\"[^\"]*\"|'[^']*')*)>" ) );
      static const QRegularExpression attribute( QStringLiteral( "([^\\s\"'>/=]+)\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)'|([^\\s\"'>]+))" ) );
      // Attributes a browser fetches as it draws the page. A link (<a href>) is only followed when clicked.
      static const QSet<QString> fetched{ QStringLiteral( "src" ), QStringLiteral( "href" ), QStringLiteral( "data" ), QStringLiteral( "poster" ), QStringLiteral( "background" ), QStringLiteral( "action" ), QStringLiteral( "formaction" ), QStringLiteral( "lowsrc" ), QStringLiteral( "dynsrc" ), QStringLiteral( "longdesc" ), QStringLiteral( "codebase" ), QStringLiteral( "archive" ), QStringLiteral( "classid" ), QStringLiteral( "code" ), QStringLiteral( "manifest" ), QStringLiteral( "icon" ), QStringLiteral( "xlink:href" ) };
      QRegularExpressionMatchIterator tags = tag.globalMatch( text );
      while ( tags.hasNext() )
      {
        const QRegularExpressionMatch found = tags.next();
        const QString tagName = found.captured( 1 ).toLower();
        if ( tagName == QLatin1String( "script" ) )
          return script( item, found.captured( 0 ) );
        QRegularExpressionMatchIterator pairs = attribute.globalMatch( found.captured( 2 ) );
        while ( pairs.hasNext() )
        {
          const QRegularExpressionMatch pair = pairs.next();
          const QString name = pair.captured( 1 ).toLower();
          const QString raw = pair.captured( 2 ) + pair.captured( 3 ) + pair.captured( 4 );
          const QString value = decodeCharacterReferences( raw );
          QString reason;
          if ( name.startsWith( QLatin1String( "on" ) ) )
            reason = script( item, QStringLiteral( "%1=\"%2\"" ).arg( pair.captured( 1 ), raw ) );
          else if ( name == QLatin1String( "style" ) )
            reason = css( value, base, item, depth );
          else if ( name == QLatin1String( "srcset" ) )
          {
            for ( const QString &candidate : value.split( ',' ) )
            {
              reason = location( candidate.trimmed().section( QRegularExpression( QStringLiteral( "\\s+" ) ), 0, 0 ), base, item, depth );
              if ( !reason.isEmpty() )
                break;
            }
          }
          else if ( name == QLatin1String( "content" ) && tagName == QLatin1String( "meta" ) && value.contains( QLatin1String( "url=" ), Qt::CaseInsensitive ) )
            reason = location( value.mid( value.indexOf( QLatin1String( "url=" ), 0, Qt::CaseInsensitive ) + 4 ), base, item, depth );
          else if ( fetched.contains( name ) && !( name == QLatin1String( "href" ) && ( tagName == QLatin1String( "a" ) || tagName == QLatin1String( "area" ) ) ) )
            reason = location( value, base, item, depth );
          if ( !reason.isEmpty() )
            return reason;
        }
      }
      // Style sheets in <style> elements and anywhere else in the page.
      return css( text, base, item, depth );
    }

    //! What a style sheet \a text loads: url(...), @import "...", image-set("...").
    QString css( const QString &text, const QString &base, const QString &item, int depth )
    {
      static const QRegularExpression url( QStringLiteral( "url\\(\\s*(?:\"([^\"]*)\"|'([^']*)'|([^)]*?))\\s*\\)" ), QRegularExpression::CaseInsensitiveOption );
      static const QRegularExpression quoted( QStringLiteral( "(?:@import|image-set\\()\\s*(?:\"([^\"]*)\"|'([^']*)')" ), QRegularExpression::CaseInsensitiveOption );
      const QString decoded = decodeCssEscapes( text );
      for ( const QRegularExpression *pattern : { &url, &quoted } )
      {
        QRegularExpressionMatchIterator it = pattern->globalMatch( decoded );
        while ( it.hasNext() )
        {
          const QRegularExpressionMatch match = it.next();
          const QString reason = location( match.captured( 1 ) + match.captured( 2 ) + match.captured( 3 ), base, item, depth );
          if ( !reason.isEmpty() )
            return reason;
        }
      }
      return QString();
    }

    /**
     * An address the page loads: allowed when it is a file in the
     * template's folder (read and checked in turn when it is a page, a
     * style sheet or an SVG drawing) or data written in the address itself.
     */
    QString location( const QString &value, const QString &base, const QString &item, int depth )
    {
      // Browsers drop tabs and line breaks inside an address ("java\tscript:").
      QString address = value.trimmed();
      address.remove( QRegularExpression( QStringLiteral( "[\\x00-\\x1f]" ) ) );
      if ( address.isEmpty() || address.startsWith( '#' ) )
        return QString();
      if ( address.contains( QLatin1String( "[%" ) ) )
        return QObject::tr( "%1 loads an address computed while letters are drawn (%2); a template may load only files in its own folder (%3)" ).arg( item, snippet( restoreBlocks( value ) ), mFolder );
      static const QRegularExpression schemePattern( QStringLiteral( "^([A-Za-z][A-Za-z0-9+.-]*):" ) );
      const QRegularExpressionMatch scheme = schemePattern.match( address );
      const QString kind = scheme.hasMatch() ? scheme.captured( 1 ).toLower() : QString();
      if ( kind == QLatin1String( "data" ) )
        return QString();
      if ( kind == QLatin1String( "javascript" ) || kind == QLatin1String( "vbscript" ) )
        return script( item, value );
      QString path;
      if ( kind == QLatin1String( "file" ) )
      {
        const QUrl url( address );
        if ( !url.host().isEmpty() && url.host().compare( QLatin1String( "localhost" ), Qt::CaseInsensitive ) != 0 )
          return loads( item, value );
        path = url.path( QUrl::FullyDecoded );
      }
      else if ( kind.length() > 1 || address.startsWith( QLatin1String( "//" ) ) )
        return loads( item, value ); // http:, https:, ftp:..., and //host/ as the page's own scheme reads it
      else
        path = QUrl::fromPercentEncoding( address.section( '?', 0, 0 ).section( '#', 0, 0 ).toUtf8() );
      const QString absolute = QDir::cleanPath( QDir::isAbsolutePath( path ) ? path : base + '/' + path );
      const QString canonical = QFileInfo( absolute ).canonicalFilePath();
      const QString target = canonical.isEmpty() ? absolute : canonical;
      if ( !target.startsWith( mFolder + '/' ) )
        return loads( item, value );
      return loaded( target, item, depth );
    }

    //! A page, style sheet or drawing in the folder that the page loads: what it loads in turn.
    QString loaded( const QString &path, const QString &item, int depth )
    {
      static const QStringList pages{ QStringLiteral( "html" ), QStringLiteral( "htm" ), QStringLiteral( "xhtml" ), QStringLiteral( "xht" ), QStringLiteral( "svg" ), QStringLiteral( "xml" ) };
      const QFileInfo info( path );
      const QString suffix = info.suffix().toLower();
      if ( ( !pages.contains( suffix ) && suffix != QLatin1String( "css" ) ) || mRead.contains( path ) )
        return QString();
      mRead.insert( path );
      if ( depth >= MAX_DEPTH || !info.isFile() || !SwPlainFile::specialKind( path ).isEmpty() || info.size() > MAX_READ_BYTES )
        return loads( item, path );
      QFile file( path );
      if ( !file.open( QIODevice::ReadOnly ) )
        return QString(); // what cannot be read cannot be drawn either
      const QString text = QString::fromUtf8( file.readAll() );
      if ( suffix == QLatin1String( "css" ) )
        return css( text, info.absolutePath(), item, depth + 1 );
      QString reason = expressions( text, item, true );
      if ( reason.isEmpty() )
      {
        // The page that loads this one goes on being read with its own blocks.
        const QStringList loading = mBlocks;
        reason = html( text, info.absolutePath(), item, depth + 1 );
        mBlocks = loading;
      }
      return reason;
    }

    //! A picture's or HTML frame's data-defined source: an address no reading of the template can know.
    QString computedSource( const QDomElement &element, const QString &item ) const
    {
      static const QStringList sources{ QStringLiteral( "dataDefinedSource" ), QStringLiteral( "dataDefinedSourceUrl" ) };
      if ( element.tagName() != QLatin1String( "Option" ) || !sources.contains( element.attribute( QStringLiteral( "name" ) ) ) )
        return QString();
      QMap<QString, QString> options;
      for ( QDomElement option = element.firstChildElement( QStringLiteral( "Option" ) ); !option.isNull(); option = option.nextSiblingElement( QStringLiteral( "Option" ) ) )
        options.insert( option.attribute( QStringLiteral( "name" ) ), option.attribute( QStringLiteral( "value" ) ) );
      // QgsProperty's types: 2 a field, 3 an expression (1, a fixed value, is text checked as any other).
      const QString type = options.value( QStringLiteral( "type" ) );
      if ( options.value( QStringLiteral( "active" ) ) != QLatin1String( "true" ) || ( type != QLatin1String( "2" ) && type != QLatin1String( "3" ) ) )
        return QString();
      const QString source = type == QLatin1String( "2" ) ? options.value( QStringLiteral( "field" ) ) : options.value( QStringLiteral( "expression" ) );
      // A quoted address is checked as any other text is.
      const QgsExpression expression( source );
      if ( !expression.hasParserError() && expression.rootNode() && expression.rootNode()->nodeType() == QgsExpressionNode::ntLiteral )
        return QString();
      return QObject::tr( "%1 loads an address computed while letters are drawn (%2); a template may load only files in its own folder (%3)" ).arg( item, snippet( source ), mFolder );
    }

    QString loads( const QString &item, const QString &address ) const
    {
      return QObject::tr( "%1 loads %2; a template may load only files in its own folder (%3)" ).arg( item, snippet( address ), mFolder );
    }

    static QString script( const QString &item, const QString &text )
    {
      return QObject::tr( "%1 runs a script (%2); a template may not run scripts" ).arg( item, snippet( text ) );
    }

    const QDomDocument &mDocument;
    QString mFolder;
    QMap<QString, QString> mFrameIds;
    QSet<QString> mRead;
    QStringList mBlocks;
  };
} // namespace

QString SwTemplateCheck::whyRefused( const QDomDocument &document, const QString &path )
{
  SwTemplateReader reader( document, path );
  const QString reason = reader.check();
  return reason.isEmpty() ? QString() : QObject::tr( "TEMPLATE: %1" ).arg( reason );
}
